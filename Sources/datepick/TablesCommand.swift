import ArgumentParsing
import CalendarEngine
import PickerArguments
import FoundationEssentials
import LocaleTables

/// `datepick tables --out DIR`: writes the conformance tables (what `tools/regenerate-locale-data` runs).
///
/// The locales are split into contiguous parts, one per core, each built by its own process on one thread: this
/// process takes the first and starts a copy of itself (`--worker`) for each other. The workers write their
/// tables and print one summary line per table; this process writes the overview. Threads sharing one ICU
/// wait on its resource-bundle mutex; processes do not (0.84 of the threads' time, six rounds; BENCHMARKS.md).
enum TablesCommand: Command {
    static let name = "tables"
    static let abstract = "write the conformance tables (LocaleData)"
    static let usage = """
        Usage: datepick tables --out DIR [--locale ID...] [--jobs N]

        Writes DIR/locales/<id>.json for every locale ICU lists (or those named) and DIR/README.md.
        """
    static let options =
        OutputOptions.options + [
            .init(
                name: "--jobs", takesValue: true, valueName: "N",
                help: "how many processes build the tables, each on one core (default: one per core)"),
            .init(
                name: "--worker", takesValue: false, help: "build and write these tables, print their summaries",
                isHidden: true),
        ]

    /// The fewest locales a part gets when the number of jobs is not given: a worker starts in about 6 ms, the
    /// time four tables take, so it is given enough tables for its start to stay a small part of its work.
    static let localesPerJob = 16

    static func run(_ parsed: Arguments) throws {
        let (out, ids) = try OutputOptions.parse(parsed)
        let directory = URL(fileURLWithPath: out)
        if parsed.has("--worker") {
            let summaries = try LocaleData.writeTables(of: ids, to: directory)
            try Datepick.write(summaries.map { $0.line + "\n" }.joined())
            return
        }
        var jobs = try parsed.value("--jobs").map(jobCount) ?? min(onlineCores, max(1, ids.count / localesPerJob))
        if jobs > 1 && !WorkerProcess.canStart {
            // No /proc (a chroot, a sandbox): the same tables, from this process alone, and said so.
            Datepick.note(
                "cannot find this program's path (/proc/self/exe) to start workers; "
                    + "building the \(ids.count) tables in this process")
            jobs = 1
        }
        try LocaleData.removeTables(notOf: ids, in: directory)
        let parts = split(ids, into: jobs)
        var workers: [WorkerProcess] = []
        do {
            for part in parts.dropFirst() {
                workers.append(
                    try WorkerProcess(
                        ["tables", "--worker", "--out", out] + part.flatMap { ["--locale", $0] },
                        task: "\(part.first!) … \(part.last!)"))
            }
        } catch {
            // The workers already started are seen to their end, not left writing after this process exits.
            for worker in workers { _ = try? worker.finish() }
            throw error
        }
        // The workers are waited for whatever happens here, and this part's error comes first.
        let own = Result { () throws in try LocaleData.writeTables(of: parts.first ?? [], to: directory) }
        let others = workers.map { worker in Result { () throws(WorkerFailure) in try worker.finish() } }
        var summaries = try own.get()
        for (part, result) in zip(parts.dropFirst(), others) {
            let lines = String(decoding: try result.get(), as: UTF8.self).split(separator: "\n")
            let read = lines.compactMap(LocaleData.Summary.init(line:))
            guard read.count == part.count, read.count == lines.count else {
                throw WorkerFailure(
                    message: "the worker for \(part.first!) … \(part.last!) printed "
                        + "\(lines.count) summaries for \(part.count) tables", status: 70)
            }
            summaries += read
        }
        try LocaleData.writeOverview(summaries, to: directory)
        Datepick.note("wrote \(ids.count) \(ids.count == 1 ? "table" : "tables") to \(out)")
    }

    /// `--jobs`: a whole number from 1 to 64.
    static func jobCount(_ text: String) throws -> Int {
        guard let count = Int(text), (1...64).contains(count) else {
            throw UsageError("--jobs takes a whole number from 1 to 64, not '\(UsageError.printable(text))'")
        }
        return count
    }

    /// `ids` in at most `count` contiguous parts of sizes that differ by one at most, none empty: neighbours
    /// share data (a language's locales come together), which each process derives once for its part.
    static func split(_ ids: [String], into count: Int) -> [[String]] {
        let count = max(1, min(count, ids.count))
        let (size, extra) = ids.count.quotientAndRemainder(dividingBy: count)
        var parts: [[String]] = []
        var start = 0
        for index in 0..<count {
            let end = start + size + (index < extra ? 1 : 0)
            parts.append(Array(ids[start..<end]))
            start = end
        }
        return parts
    }
}

/// `--out DIR` and `--locale ID…`, for the commands that write files for many locales.
enum OutputOptions {
    static let options: [Arguments.Option] = [
        .init(name: "--out", takesValue: true, valueName: "DIR", values: .directory, help: "the directory to write"),
        PickerOptions.localeOption(repeatable: true, help: "only these locales (default: every one)"),
    ]

    /// The directory, and the locales: those named, else every locale ICU lists.
    ///
    /// Ids given are checked here, so a bad one is named once, by this process, before any work starts, and put
    /// in ICU's canonical form, which names their tables: `ja-JP` and `ja_JP.UTF-8` are both `ja_JP.json`, and one
    /// table (not three tables, nor "wrote 2 tables" for one id given twice). ICU's own list is not
    /// checked: its ids are canonical, and checking all 805 would delay every worker's start.
    /// Nor are a worker's (`tables --worker`), which its parent checked.
    static func parse(_ parsed: Arguments) throws -> (String, [String]) {
        guard let out = parsed.value("--out") else { throw UsageError("give the directory to write with --out DIR") }
        if parsed.has("--worker") { return (out, parsed.all("--locale")) }
        var seen: Set<String> = []
        let ids = try parsed.all("--locale").map { id throws in try LocaleProfiles.check(id) }.filter {
            seen.insert($0).inserted
        }
        return (out, ids.isEmpty ? LocaleProfiles.availableLocales : ids)
    }
}
