import Dispatch
import Glibc

/// A value guarded by a pthread mutex (the shape of swift-foundation's `LockedState`).
///
/// Why not `Synchronization.Mutex`: on Linux it locks with raw futexes, which ThreadSanitizer does not model,
/// so every access it guards is reported as a race and `swift test --sanitize=thread` cannot vouch for the
/// code. A pthread mutex is as cheap uncontended and TSan understands it.
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched between pthread_mutex_lock and pthread_mutex_unlock. The mutex keeps
    // those accesses exclusive, so the run-time exclusivity check of each (a call into the runtime that took as
    // long as the rest of reading a wheel's row label through libdatepick) is left out.
    @exclusivity(unchecked) private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Guards `value`.
    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock; never call back into the same lock from `body`.
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result)
        throws(Failure)
        -> Result
    {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

extension Dictionary {
    /// Sets a value, first emptying the dictionary if it holds more than `limit` entries: how the engine's
    /// caches stay bounded (one that starts again is slower for a while, never wrong).
    mutating func set(_ value: Value, for key: Key, emptyingPast limit: Int) {
        if count > limit { removeAll(keepingCapacity: true) }
        self[key] = value
    }
}

extension Locked {
    /// The value under `key`, made by `make` and stored if there is none; a dictionary that has reached
    /// `limit` entries starts again first. `make` runs under the lock: keep it cheap.
    func value<Element>(for key: String, limit: Int = .max, make: () -> Element) -> Element
    where Value == [String: Element] {
        withLock { values in
            if let known = values[key] { return known }
            let made = make()
            values.set(made, for: key, emptyingPast: limit - 1)
            return made
        }
    }
}

/// `body` for each index in `0..<count`, run on every core: the results in index order, or the error of the
/// first index (in order) that failed. What the engine, the tables and the gallery do for many locales at once.
///
/// The cores take the indices from as many stretches of `0..<count` as there are cores, in turn (two cores:
/// 0, n/2, 1, n/2 + 1, …), not side by side. Neighbours in a sorted list of locales often share data (`de`,
/// `de_AT`, `de_BE`…), which the engine derives once while others of that data wait; taken side by side, the
/// two cores kept meeting there (a tenth of `datepick matrix`'s context switches).
///
/// One index (or one core) runs here, on the calling thread: handing it to a worker thread cost each of the
/// 805 tables of `datepick tables` (one profile each) a thread's wake-up, 850 context switches in all.
package func onEveryCore<Value: Sendable, Failure: Error>(
    _ count: Int, _ body: @Sendable (Int) throws(Failure) -> Value
) throws(Failure) -> [Value] {
    if count <= 1 || onlineCores == 1 {
        var values: [Value] = []
        for index in 0..<max(count, 0) { values.append(try body(index)) }
        return values
    }
    let results = Locked<[Result<Value, Failure>?]>(Array(repeating: nil, count: count))
    let cores = onlineCores
    let stretch = (count + cores - 1) / cores
    DispatchQueue.concurrentPerform(iterations: stretch * cores) { turn in
        let index = (turn % cores) * stretch + turn / cores
        guard index < count else { return }
        let result = Result { () throws(Failure) in try body(index) }
        results.withLock { $0[index] = result }
    }
    return try results.withLock { results throws(Failure) in
        try results.map { result throws(Failure) in try result!.get() }
    }
}

/// The cores online, read once: `sysconf` reads `/sys/devices/system/cpu/online` on every call.
package let onlineCores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
