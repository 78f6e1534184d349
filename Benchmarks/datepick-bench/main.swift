// datepick-bench: the toolkit measured where its users feel it, beside the references, in one run.
// Usage: swift run -c release datepick-bench [--quick] [--only profiles|matrix|show|tables|steps|clib|field]
//        (or tools/bench, which also builds the floor program)
// --foundation-route runs the Foundation route once, cold, and prints its seconds; the matrix section runs it so,
// in fresh processes, as the matrix itself runs.
import AllocationCounter
import CalendarEngine
import PickerModels
import Foundation
import Glibc
import PickerJSON

let quick = CommandLine.arguments.contains("--quick")
/// With `--only SECTION`, just that section runs (for profiling one of them).
let only = CommandLine.arguments.firstIndex(of: "--only").map { CommandLine.arguments[$0 + 1] }
func runs(_ section: String) -> Bool { only == nil || only == section }
let binDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
let datepick = binDirectory.appendingPathComponent("datepick").path
let floorProgram =
    ProcessInfo.processInfo.environment["DATEPICK_FLOOR"] ?? binDirectory.appendingPathComponent("floor").path

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// Stops the benchmark with a message: a run that failed has no time worth a row.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("datepick-bench: " + message + "\n").utf8))
    exit(1)
}

/// Runs a program to its end; returns the wall time and the peak resident memory of the run (KiB). A program
/// that cannot start or does not exit with status 0 stops the benchmark.
///
/// Through `Benchmarks/spawn.c` when tools/bench has built it: spawned from this process, a child's peak
/// memory would start at this process's own (see spawn.c). Without it the program is spawned from here, and
/// its peak can be this process's.
func runProcess(_ path: String, _ arguments: [String]) -> (seconds: Double, peakKiB: Int) {
    let (seconds, peakKiB, status) = spawnAvailable ? spawnThroughHelper(path, arguments) : spawnHere(path, arguments)
    // Exited (the low 7 bits 0) with status 0 (the next 8 bits).
    guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
        fail("\(([path] + arguments).joined(separator: " ")) ended with wait status \(status)")
    }
    return (seconds, peakKiB)
}

/// Runs a program through `Benchmarks/spawn.c`: wall time, peak memory and wait status, as it prints them.
///
/// posix_spawn and a pipe, not Foundation's Process, whose monitoring thread ran beside the measured process
/// and doubled the spread of the one-locale rounds.
func spawnThroughHelper(_ path: String, _ arguments: [String]) -> (Double, Int, Int32) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { fail("cannot make a pipe") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    defer { posix_spawn_file_actions_destroy(&actions) }
    let argv = ([spawnProgram, path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, spawnProgram, &actions, nil, argv, environ) == 0 else { fail("cannot run \(spawnProgram)") }
    close(ends[1])
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
        let count = read(ends[0], &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        bytes += buffer[..<count]
    }
    close(ends[0])
    var helperStatus: Int32 = 0
    _ = waitpid(pid, &helperStatus, 0)
    let output = String(decoding: bytes, as: UTF8.self)
    let fields = output.split(whereSeparator: \.isWhitespace)
    guard helperStatus == 0, fields.count == 3, let seconds = Double(fields[0]),
        let peakKiB = Int(fields[1]), let status = Int32(fields[2])
    else {
        fail("\(spawnProgram) \(([path] + arguments).joined(separator: " ")) printed '\(output)'")
    }
    return (seconds, peakKiB, status)
}

/// The spawn helper tools/bench builds beside this program.
let spawnProgram = binDirectory.appendingPathComponent("spawn").path
let spawnAvailable = FileManager.default.isExecutableFile(atPath: spawnProgram)

/// Spawns a program from this process: wall time, peak memory (possibly this process's) and wait status.
func spawnHere(_ path: String, _ arguments: [String]) -> (Double, Int, Int32) {
    var pid: pid_t = 0
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let start = now()
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { fail("cannot run \(path)") }
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    return (now() - start, usage.ru_maxrss, status)
}

struct Row { var name: String; var value: String; var reference: String; var target: String }
var rows: [Row] = []
func fmt(_ seconds: Double) -> String {
    seconds < 1e-6
        ? String(format: "%.0f ns", seconds * 1e9)
        : seconds < 1e-3
            ? String(format: "%.2f µs", seconds * 1e6)
            : seconds < 1 ? String(format: "%.1f ms", seconds * 1e3) : String(format: "%.2f s", seconds)
}

let ids = LocaleProfiles.availableLocales

/// The same core fields through Foundation: what a Swift developer would write instead.
func foundationRoute() -> Double {
    let start = now()
    for id in ids {
        let locale = Locale(identifier: id)
        _ = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale)
        _ = DateFormatter.dateFormat(fromTemplate: "jm", options: 0, locale: locale)
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        _ = (
            calendar.standaloneMonthSymbols, calendar.standaloneWeekdaySymbols, calendar.amSymbol, calendar.pmSymbol,
            locale.firstDayOfWeek, locale.hourCycle, locale.numberingSystem, locale.language.characterDirection
        )
    }
    return now() - start
}

/// Runs `datepick-bench --foundation-route` and reads the seconds it prints; a child that fails, or prints
/// no number, stops the benchmark.
func foundationRouteInFreshProcess() -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--foundation-route"]
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch { fail("cannot run the Foundation route: \(error)") }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationStatus == 0, let seconds = Double(text), seconds.isFinite else {
        fail("the Foundation route ended with status \(process.terminationStatus), printing '\(text)'")
    }
    return seconds
}

// The child of `foundationRouteInFreshProcess`: one cold run of the Foundation route.
if CommandLine.arguments.contains("--foundation-route") {
    print(foundationRoute())
    exit(0)
}

// 1. Profiles: cold (a fresh engine, every locale, one thread) and warm (cached lookups).
if runs("profiles") {
    var colds: [Double] = []
    for _ in 0..<(quick ? 1 : 3) {
        let engine = LocaleProfiles()
        let start = now()
        for id in ids { _ = try engine.profile(for: id) }
        colds.append((now() - start) / Double(ids.count))
    }
    let engine = LocaleProfiles()
    for id in ids { _ = try engine.profile(for: id) }
    let lookups = quick ? 100_000 : 1_000_000
    let start = now()
    for index in 0..<lookups { _ = try engine.profile(for: ids[index % ids.count]) }
    let warm = (now() - start) / Double(lookups)
    rows.append(Row(name: "profile, cold (per locale, 1 thread)", value: fmt(median(colds)), reference: "", target: ""))
    rows.append(Row(name: "profile, warm (cached lookup)", value: fmt(warm), reference: "", target: "< 1 µs"))
}

// The process measures run in rounds: in each round the reference runs, then what is measured against it, back
// to back. This machine's speed moves between two levels every few seconds (the floor takes 0.45 s or 0.75 s
// for all locales), so a ratio is taken within each round and the median of those is reported, with their range.

/// One run's wall time and peak resident memory (KiB).
typealias Run = (seconds: Double, peakKiB: Int)

/// `count` rounds of the measures, each round running every measure once, in order; the runs by measure.
func rounds(_ count: Int, _ measures: [() -> Run]) -> [[Run]] {
    var runs = Array(repeating: [Run](), count: measures.count)
    for _ in 0..<count {
        for (index, measure) in measures.enumerated() { runs[index].append(measure()) }
    }
    return runs
}

/// `runs`' median time against `reference`'s, as the median and range of the ratios within each round.
func ratio(_ runs: [Run], to reference: [Run]) -> String {
    let ratios = zip(runs, reference).map { $0.seconds / $1.seconds }.sorted()
    guard let low = ratios.first, let high = ratios.last else { return "" }
    return String(format: "×%.2f (rounds ×%.2f–%.2f)", median(ratios), low, high)
}

let floorAvailable = FileManager.default.isExecutableFile(atPath: floorProgram)
func floorRun(_ arguments: [String]) -> Run { floorAvailable ? runProcess(floorProgram, arguments) : (.nan, 0) }

// 2. The whole matrix as a process, against the floor (C, core fields only, 1 thread) and the Foundation route.
if runs("matrix") {
    /// Foundation's route cold, as the matrix runs: each run in a fresh process, which times its own loop (so
    /// Foundation's start-up is not counted against it) and prints the seconds.
    let measured = rounds(
        quick ? 1 : 5,
        [
            { floorRun([]) },
            { runProcess(datepick, ["matrix", "--all", "--format", "json"]) },
            { (foundationRouteInFreshProcess(), 0) },
        ])
    let (floor, matrix, foundation) = (measured[0], measured[1], measured[2])
    /// In one process, the route's later runs reuse the caches Foundation filled in the first: reported beside.
    _ = foundationRoute()
    let foundationWarm = median((0..<(quick ? 1 : 3)).map { _ in foundationRoute() })
    let matrixTime = median(matrix.map(\.seconds))
    rows.append(
        Row(
            name: "matrix --all (process, 805 locales)", value: fmt(matrixTime),
            reference:
                "floor \(fmt(median(floor.map(\.seconds)))) (\(ratio(matrix, to: floor))); Foundation, cold as the matrix \(fmt(median(foundation.map(\.seconds)))) (slower \(ratio(foundation, to: matrix)); its caches warm: \(fmt(foundationWarm)), ×\(String(format: "%.2f", foundationWarm / matrixTime)))",
            target: "≤ floor; ≥ 3× faster than Foundation"))
    rows.append(
        Row(
            name: "matrix --all peak memory",
            value: String(format: "%.1f MB", median(matrix.map { Double($0.peakKiB) }) / 1024),
            reference: floorAvailable ? "floor \(Int(median(floor.map { Double($0.peakKiB) }) / 1024)) MB" : "",
            target: "< 100 MB"))
}

// 3. `datepick --locale ja_JP` (every mode, as the issue names it) and one mode, start to exit, against the
//    floor printing one locale. Both programs' start-up is measured too, each printing its ICU and CLDR versions
//    and deriving nothing (loading, relocation, the Swift runtime, ICU's initialisers), so the table can show
//    what is left of each run once its start-up is taken away.
if runs("show") {
    let arguments = [
        ["--locale", "ja_JP", "--zone", "UTC"], ["--locale", "ja_JP", "--mode", "date", "--zone", "UTC"],
    ]
    let measured = rounds(
        quick ? 3 : 15,
        [{ floorRun(["ja_JP"]) }] + arguments.map { arguments in { runProcess(datepick, arguments) } }
            + [{ floorRun(["--version"]) }, { runProcess(datepick, ["--version"]) }])
    let (floorOne, floorStart, datepickStart) = (measured[0], measured[3], measured[4])
    /// Within each round, a run less its program's start-up, against the floor's run less the floor's start-up: the
    /// ratio of the two medians. Not a median of ratios within rounds, as elsewhere: the floor's work after its
    /// start-up is 2 ms, the difference of two runs that each move by about as much, and a round where it came out
    /// near zero gave ×123.
    func afterStartUp(_ runs: [Run]) -> String {
        let work = median(zip(runs, datepickStart).map { $0.seconds - $1.seconds })
        let floorWork = median(zip(floorOne, floorStart).map { $0.seconds - $1.seconds })
        return "after start-up \(fmt(work)) against the floor's \(fmt(floorWork)): "
            + String(format: "×%.2f", work / floorWork)
    }
    for (index, name) in [
        "datepick --locale ja_JP (process, 5 modes)", "datepick --locale ja_JP --mode date (process)",
    ].enumerated() {
        rows.append(
            Row(
                name: name, value: fmt(median(measured[index + 1].map(\.seconds))),
                reference:
                    "floor one locale \(fmt(median(floorOne.map(\.seconds)))) (\(ratio(measured[index + 1], to: floorOne))); \(afterStartUp(measured[index + 1]))",
                target: "≤ 1.5× floor"))
    }
    rows.append(
        Row(
            name: "start-up: datepick --version (process; ICU loaded, nothing derived)",
            value: fmt(median(datepickStart.map(\.seconds))),
            reference:
                "floor --version \(fmt(median(floorStart.map(\.seconds)))) (\(ratio(datepickStart, to: floorStart))); the floor's whole run for one locale \(fmt(median(floorOne.map(\.seconds)))) (\(ratio(datepickStart, to: floorOne)))",
            target: ""))
}

// 3b. Every locale with every mode: `datepick tables` (what LocaleData holds), against the floor's core fields.
if runs("tables") {
    let directory = NSTemporaryDirectory() + "datepick-bench-tables-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // Into an empty directory: 805 files created. Then over those tables, as `tools/regenerate-locale-data` runs
    // over LocaleData/: every file read back and found unchanged. Creating a file costs this machine's file
    // system about 0.9 ms, so the two differ by more than the tables take to compute.
    let measured = rounds(
        quick ? 1 : 3,
        [
            { floorRun([]) },
            {
                try? FileManager.default.removeItem(atPath: directory)
                return runProcess(datepick, ["tables", "--out", directory])
            },
            { runProcess(datepick, ["tables", "--out", directory]) },
        ])
    for (index, name) in [
        "tables: every locale, every mode, into an empty directory (process)",
        "tables: the same over the tables written before (process)",
    ].enumerated() {
        let runs = measured[index + 1]
        rows.append(
            Row(
                name: name, value: fmt(median(runs.map(\.seconds))),
                reference:
                    "floor \(fmt(median(measured[0].map(\.seconds)))) (\(ratio(runs, to: measured[0]))); peak \(String(format: "%.0f MB", median(runs.map { Double($0.peakKiB) }) / 1024))",
                target: "≤ floor (the matrix, modes included)"))
    }
}

// 4. A wheel step in each mode: step a wheel, update the dependent wheels, produce the labels of the rows
// each wheel shows (two on each side of the bar, as a UI reads them to draw); allocations.
/// Reads the label of every visible row of every wheel; returns their total length, so the reads stay.
func readVisibleLabels(_ wheels: [FieldWheel]) -> Int {
    var length = 0
    for index in wheels.indices {
        let rows = wheels[index].component.rows
        for offset in -2...2 {
            var row = wheels[index].component.selectedRow + offset
            if wheels[index].component.isCyclic { row = (row % rows.count + rows.count) % rows.count }
            if rows.indices.contains(row) { length += rows.label(at: row).utf8.count }
        }
    }
    return length
}
var labelLength = 0
/// How many steps a measure of steps takes.
let steps = Int(ProcessInfo.processInfo.environment["DATEPICK_BENCH_STEPS"] ?? "") ?? (quick ? 2000 : 20_000)
/// Steps a wheel back and forth, reading the visible labels after each step: the time and allocations of one.
@MainActor func measureSteps<Model: PickerModel>(_ picker: inout Model, component: Int) throws -> (
    seconds: Double, allocations: Double
) {
    for _ in 0..<50 {  // warm the caches
        try picker.step(by: 1, inWheel: component)
        labelLength &+= readVisibleLabels(picker.wheels)
    }
    let allocationsBefore = dp_allocation_count()
    let start = now()
    for index in 0..<steps {
        try picker.step(by: index % 2 == 0 ? 1 : -1, inWheel: component)
        labelLength &+= readVisibleLabels(picker.wheels)
    }
    return ((now() - start) / Double(steps), Double(dp_allocation_count() - allocationsBefore) / Double(steps))
}
/// DATEPICK_BENCH_MODES=date,time limits the steps to those modes, for profiling one.
let stepModes = ProcessInfo.processInfo.environment["DATEPICK_BENCH_MODES"].map {
    $0.split(separator: ",").map(String.init)
}
for mode in DatePickerMode.allCases where runs("steps") && stepModes.map({ $0.contains(mode.rawValue) }) ?? true {
    let (elapsed, allocations): (Double, Double)
    if mode.holdsDuration {
        var countdown = try CountdownPicker(CountdownConfiguration(locale: "ja_JP"), duration: 3660)
        (elapsed, allocations) = try measureSteps(&countdown, component: 1)
    } else {
        let reference = Date(timeIntervalSince1970: 1_796_047_500)
        var picker = try DatePicker(
            DatePickerConfiguration(mode: mode, locale: "ja_JP", timeZone: "Asia/Tokyo"),
            date: reference, today: reference)
        (elapsed, allocations) = try measureSteps(&picker, component: mode.showsTime ? 1 : picker.index(of: .month)!)
    }
    rows.append(
        Row(
            name: "wheel step, \(mode.rawValue)", value: fmt(elapsed),
            reference: String(format: "%.0f heap allocations per step", allocations), target: "< 1 µs, 0 allocations"))
}

// 5. The C library (libdatepick, called as a C program calls it: CLibrary) beside the same through the Swift API, in
// each mode: a picker made with the engine warm, a wheel step with the visible rows' labels, the view's JSON.
// Allocations are counted in the whole process: the library's own Swift runtime calls the malloc this program
// interposes, as it calls any program's.
/// The library tools/bench links (tools/build-clib), or `DATEPICK_CLIB`.
let clibPath =
    ProcessInfo.processInfo.environment["DATEPICK_CLIB"]
    ?? binDirectory.appendingPathComponent("clib/libdatepick.so").path

/// The time and allocations of one call of `body`, over `count` calls after a few that warm the caches.
func perCall(_ count: Int, _ body: () throws -> Void) rethrows -> (seconds: Double, allocations: Double) {
    for _ in 0..<min(count, 20) { try body() }
    let allocationsBefore = dp_allocation_count()
    let start = now()
    for _ in 0..<count { try body() }
    return ((now() - start) / Double(count), Double(dp_allocation_count() - allocationsBefore) / Double(count))
}

/// `measureSteps` through the C library: steps a wheel back and forth, reading the visible labels after each.
@MainActor func measureSteps(_ library: CLibrary, _ picker: CLibrary.Picker, component: Int32, rowByRow: Bool) -> (
    seconds: Double, allocations: Double
) {
    let wheels = library.wheelCount(picker)
    for _ in 0..<50 {
        _ = library.step(picker, component, 1, nil)
        labelLength &+= library.readVisibleLabels(picker, wheels: wheels, rowByRow: rowByRow)
    }
    let allocationsBefore = dp_allocation_count()
    let start = now()
    for index in 0..<steps {
        guard library.step(picker, component, index % 2 == 0 ? 1 : -1, nil) else { fail("dp_picker_step failed") }
        labelLength &+= library.readVisibleLabels(picker, wheels: wheels, rowByRow: rowByRow)
    }
    return ((now() - start) / Double(steps), Double(dp_allocation_count() - allocationsBefore) / Double(steps))
}

/// One mode through both: the Swift model `make` gives (held as the C library holds it, in the enum of either kind)
/// and the C picker of the same `options`, stepped on the same wheel. The steps alternate between the two in rounds
/// (the machine's speed moves every few seconds).
@MainActor func compareCLibrary(
    _ library: CLibrary, _ mode: DatePickerMode, options: String, component: Int, make: () throws -> AnyPickerModel
) throws {
    guard let cPicker = library.makePicker(options) else { fail("libdatepick refused \(options)") }
    defer { library.pickerFree(cPicker) }
    var picker = try make()
    let makes = quick ? 100 : 1000
    let swiftMade = try perCall(makes) { _ = try make() }
    let cMade = perCall(makes) { library.pickerFree(library.makePicker(options)) }
    var swiftSteps: [(seconds: Double, allocations: Double)] = [], cSteps = swiftSteps, cRowSteps = swiftSteps
    for _ in 0..<(quick ? 1 : 5) {
        swiftSteps.append(try measureSteps(&picker, component: component))
        cSteps.append(measureSteps(library, cPicker, component: Int32(component), rowByRow: false))
        cRowSteps.append(measureSteps(library, cPicker, component: Int32(component), rowByRow: true))
    }
    let views = quick ? 100 : 1000
    let swiftView = try perCall(views) {
        let view = try PickerView.json(PreparedPicker(model: picker, adjustments: picker.adjustments))
        labelLength &+= view.text.utf8.count
    }
    let cView = perCall(views) {
        let text = library.viewJSON(cPicker)
        labelLength &+= text.map { strlen($0) } ?? 0
        library.stringFree(text)
    }
    func against(_ c: (seconds: Double, allocations: Double), _ swift: (seconds: Double, allocations: Double))
        -> String
    {
        String(
            format: "Swift %@ (C ×%.2f); allocations C %.0f, Swift %.0f", fmt(swift.seconds), c.seconds / swift.seconds,
            c.allocations, swift.allocations)
    }
    rows.append(
        Row(
            name: "C: new picker, \(mode.rawValue) (engine warm)", value: fmt(cMade.seconds),
            reference: against(cMade, swiftMade), target: ""))
    for (label, steps, target) in [
        ("a window a wheel (dp_picker_visible_rows)", cSteps, "≤ 1.5× Swift, 0 allocations"),
        ("row by row (dp_picker_row_label)", cRowSteps, ""),
    ] {
        let ratios = zip(steps, swiftSteps).map { $0.seconds / $1.seconds }.sorted()
        rows.append(
            Row(
                name: "C: wheel step, \(mode.rawValue), with the visible rows' labels, \(label)",
                value: fmt(median(steps.map(\.seconds))),
                reference: String(
                    format: "Swift %@ (C ×%.2f, rounds ×%.2f–%.2f); allocations per step C %.1f, Swift %.1f",
                    fmt(median(swiftSteps.map(\.seconds))), median(ratios), ratios.first ?? .nan, ratios.last ?? .nan,
                    steps.map(\.allocations).max() ?? .nan, swiftSteps.map(\.allocations).max() ?? .nan),
                target: target))
    }
    rows.append(
        Row(
            name: "C: view JSON, \(mode.rawValue)", value: fmt(cView.seconds), reference: against(cView, swiftView),
            target: ""))
}

if runs("clib") {
    switch CLibrary.load(clibPath) {
    case .failure(let error):
        rows.append(Row(name: "C library", value: "not measured", reference: "\(error) (tools/build-clib)", target: ""))
    case .success(let library):
        let reference = Date(timeIntervalSince1970: 1_796_047_500)
        for mode in DatePickerMode.allCases where stepModes.map({ $0.contains(mode.rawValue) }) ?? true {
            if mode.holdsDuration {
                try compareCLibrary(
                    library, mode, options: #"{"locale": "ja_JP", "mode": "countDownTimer", "duration": 3660}"#,
                    component: 1
                ) { .countdown(try CountdownPicker(CountdownConfiguration(locale: "ja_JP"), duration: 3660)) }
            } else {
                let configuration = DatePickerConfiguration(mode: mode, locale: "ja_JP", timeZone: "Asia/Tokyo")
                let picker = try DatePicker(configuration, date: reference, today: reference)
                try compareCLibrary(
                    library, mode,
                    options:
                        #"{"locale": "ja_JP", "mode": "\#(mode.rawValue)", "timeZone": "Asia/Tokyo", "date": "2026-11-30T23:05:00+09:00"}"#,
                    component: mode.showsTime ? 1 : picker.index(of: .month)!
                ) { .date(try DatePicker(configuration, date: reference, today: reference)) }
            }
        }
    }
}

// 6. A typed field (DateFieldState): ↑ and ↓ in turn on one segment, every segment's text read after each key as a
// UI redraws the line; and a new field, what a widget pays when one of its properties changes.
/// The time of one key on the segment of a field, with the line read after it.
@MainActor func measureFieldKeys(_ field: inout DateFieldState, on kind: DateField) -> Double {
    if let index = field.segments.firstIndex(where: { $0.field == kind }) { field.focus(on: index) }
    let count = max(steps / 20, 100)
    for _ in 0..<20 { field.press(.up) }
    let start = now()
    for index in 0..<count {
        field.press(index % 2 == 0 ? .up : .down)
        labelLength &+= field.segments.reduce(0) { $0 + $1.text.utf8.count }
    }
    return (now() - start) / Double(count)
}
if runs("field") {
    let reference = Date(timeIntervalSince1970: 1_796_047_500)
    let cases: [(String, String?, DatePickerMode, DateField)] = [
        ("en_US", nil, .dateAndTime, .minute), ("ja_JP", "japanese", .dateAndTime, .day),
        ("he_IL", "hebrew", .date, .month), ("zh_CN", "chinese", .date, .month),
    ]
    for (locale, calendar, mode, kind) in cases {
        let picker = try DatePicker(
            DatePickerConfiguration(mode: mode, locale: locale, calendar: calendar, timeZone: "UTC"),
            date: reference, today: reference)
        var field = DateFieldState(picker: picker)
        let key = measureFieldKeys(&field, on: kind)
        let made = perCall(quick ? 20 : 200) { labelLength &+= DateFieldState(picker: picker).segments.count }
        let shown = "\(locale)\(calendar.map { " \($0)" } ?? "") \(mode.rawValue)"
        rows.append(
            Row(
                name: "field key, \(shown), ↑/↓ on the \(kind.rawValue)",
                value: fmt(key), reference: "new field \(fmt(made.seconds)), \(Int(made.allocations)) allocations",
                target: ""))
    }
}

if labelLength < 0 { print(labelLength) }  // never: keeps the label reads from being optimised away

// The table.
let machine =
    (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?.split(separator: "\n")
    .first { $0.hasPrefix("model name") }?.split(separator: ":").last?.trimmingCharacters(in: .whitespaces)
    ?? "unknown CPU"
print(
    "datepick-bench: ICU \(LocaleProfiles.icuVersion), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(machine)"
)
print("| measure | datepick | reference | target |")
print("| --- | --- | --- | --- |")
for row in rows { print("| \(row.name) | \(row.value) | \(row.reference) | \(row.target) |") }
