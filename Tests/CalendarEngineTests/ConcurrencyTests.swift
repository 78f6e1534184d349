@testable import CalendarEngine
import Testing

@Suite("Concurrency")
struct ConcurrencyTests {
    static let ids = [
        "ja_JP", "en_US", "ar_EG", "fa_IR", "he_IL@calendar=hebrew", "zh@calendar=chinese", "th_TH",
        "ko_KR", "de-DE-u-fw-sun", "ja-JP-u-ca-japanese", "hi_IN", "ru_RU", "zh_TW", "en-US-u-hc-h23",
    ]

    @Test func manyTasksGetWhatOneTaskGets() async throws {
        let serial = try Self.ids.map { try LocaleProfiles().profile(for: $0) }
        // One fresh engine shared by every task, so derivations and cache writes race for real.
        let engine = LocaleProfiles()
        let results = try await withThrowingTaskGroup(of: [LocaleProfile].self) { group in
            for task in 0..<16 {
                group.addTask {
                    let ids = task.isMultiple(of: 2) ? Self.ids : Self.ids.reversed()
                    let profiles = try ids.map { try engine.profile(for: $0) }
                    return task.isMultiple(of: 2) ? profiles : profiles.reversed()
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 16)
        for profiles in results { #expect(profiles == serial) }
    }

    @Test func batchDerivationKeepsOrderAndReportsTheFirstBadId() throws {
        let engine = LocaleProfiles()
        #expect(try engine.profiles(for: Self.ids) == Self.ids.map { try LocaleProfiles().profile(for: $0) })
        #expect(throws: LocaleError.noData("xx_YY", language: "xx")) {
            try engine.profiles(for: ["ja_JP", "xx_YY", "en_US", "yy_ZZ"])
        }
    }

    /// Results come in index order whether the indices run on the cores or, one alone, here; an error is the
    /// first index's. (That one index wakes no worker thread shows in `perf stat`'s context switches, not here.)
    @Test func onEveryCoreKeepsOrderForAnyCount() throws {
        #expect(onEveryCore(100) { $0 * 2 } == Array(0..<100).map { $0 * 2 })
        #expect(onEveryCore(1) { $0 + 7 } == [7])
        #expect(onEveryCore(0) { $0 } == [])
        struct Failure: Error, Equatable { var index: Int }
        #expect(throws: Failure(index: 0)) {
            try onEveryCore(1) { index throws(Failure) in throw Failure(index: index) }
        }
        #expect(throws: Failure(index: 3)) {
            try onEveryCore(10) { index throws(Failure) in
                if index >= 3 { throw Failure(index: index) } else { return index }
            }
        }
    }

    /// Past its capacity the cache starts again, and what it then derives anew is what it had.
    @Test func cacheStaysBounded() throws {
        let engine = LocaleProfiles(capacity: 4)
        let first = try engine.profile(for: "ja_JP")
        for id in ["en_US", "de-DE", "fr_FR.UTF-8", "ko_KR", "ar_EG", "he_IL"] {
            _ = try engine.profile(for: id)
            #expect(engine.cachedCount <= 4, "\(engine.cachedCount) ids cached after \(id)")
        }
        #expect(try engine.profile(for: "ja_JP") == first)
    }
}
