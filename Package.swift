// swift-tools-version: 6.0
// datepick: locale-aware date and time pickers for Linux, with ICU as the source of every locale fact.
//
// Data flows one way: ICU (system libicu) → CICU (C shim) → CalendarEngine → PickerModels → PickerJSON →
// PickerArguments → the CLI (datepick) and the C library (DatePickC, libdatepick), on which gtk/ builds.
import PackageDescription

let package = Package(
    name: "datepick",
    products: [
        .library(name: "CalendarEngine", targets: ["CalendarEngine"]),
        .library(name: "PickerModels", targets: ["PickerModels"]),
        .library(name: "LocaleTables", targets: ["LocaleTables"]),
        .library(name: "TerminalPicker", targets: ["TerminalPicker"]),
        .library(name: "PickerGraphics", targets: ["PickerGraphics"]),
        .library(name: "PickerJSON", targets: ["PickerJSON"]),
        .executable(name: "datepick-bench", targets: ["datepick-bench"]),
        .executable(name: "datepick", targets: ["datepick"]),
    ],
    targets: [
        // The only code that includes unicode/*.h: dp_* wrappers over ICU's versioned C symbols. Its header
        // names no ICU type, so Foundation's own ICU headers can never meet the system's in one module.
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        // Locale profiles derived from ICU: field orders, names, hour cycle, calendar, digits, direction. The one
        // module with no FoundationEssentials: its own ICU headers would meet CICU's here; the modules above import it.
        .target(name: "CalendarEngine", dependencies: ["CICU"]),
        // Headless picker models, no ICU: the generic picker of values, the date picker (date, time, dateAndTime,
        // yearAndMonth) and the countdown behind one enum, the one wheel navigation every UI shares, the month grid,
        // the typed field, and the compact and list presentations.
        .target(name: "PickerModels", dependencies: ["CalendarEngine"]),
        // The picker as data: the request and its one option table (names, CLI flags, help, JSON, the modes that
        // refuse each), the JSON view, the pick result and the JSON value they are written and read as; shared by
        // the CLI and the C library.
        .target(name: "PickerJSON", dependencies: ["CalendarEngine", "PickerModels"]),
        // The picker options of the commands and `datepick pick`'s request (its option table and parser), shared by
        // the CLI and the C library, which gives them to `datepick-gtk`.
        .target(name: "PickerArguments", dependencies: ["ArgumentParsing", "CalendarEngine", "PickerModels", "PickerJSON"]),
        // How many columns text takes (East Asian wide characters, combining marks), for every view that lays
        // text out in columns.
        .target(name: "TextWidth"),
        // libdatepick, the C library: its public header (CDatePickAPI) and the Swift that implements it
        // (DatePickC, `@c @implementation` against the header). tools/build-clib links it into libdatepick.so.
        .target(name: "CDatePickAPI"),
        .target(
            name: "DatePickC",
            dependencies: [
                "ArgumentParsing", "CDatePickAPI", "CalendarEngine", "CProcessArguments", "PickerModels",
                "PickerArguments", "PickerJSON",
            ]),
        // The terminal picker behind `datepick pick`: keys, session state, screen, and /dev/tty in raw mode.
        .target(name: "TerminalPicker", dependencies: ["PickerModels", "TextWidth"]),
        // Pictures of pickers: SVG of the wheels, the month grid and the compact style; the HTML gallery.
        .target(name: "PickerGraphics", dependencies: ["PickerModels", "LocaleTables", "TextWidth"]),
        // Tables over many locales (the matrix and the conformance tables), written as JSON, CSV, Markdown.
        .target(name: "LocaleTables", dependencies: ["CalendarEngine", "PickerModels"]),
        // A small command-line parser (swift-argument-parser cannot be fetched here), and the completion scripts
        // and manual page made from the options a program parses with.
        .target(name: "ArgumentParsing"),
        // The program's arguments as glibc passed them, read before main: Swift's runtime reads them from /proc,
        // and finds none where /proc is not mounted.
        .target(name: "CProcessArguments"),
        // The command-line tool: parses, calls the libraries, prints.
        .executableTarget(name: "datepick", dependencies: [
            "ArgumentParsing", "CalendarEngine", "CProcessArguments", "PickerModels", "LocaleTables", "TerminalPicker",
            "PickerArguments", "PickerGraphics", "PickerJSON", "TextWidth",
        ]),
        // The benchmark (tools/bench): the toolkit beside the floor program and the Foundation route, and the C
        // library (loaded with dlopen, as a C program links it) beside the Swift API.
        .target(name: "AllocationCounter", path: "Benchmarks/AllocationCounter"),
        .executableTarget(name: "datepick-bench", dependencies: ["AllocationCounter", "PickerModels", "PickerJSON"],
                          path: "Benchmarks/datepick-bench"),
        // Fuzz harnesses (tools/fuzz builds datepick-fuzz with libFuzzer; the tests replay the corpus).
        // The C library's harness calls the header's functions: DatePickC is linked in for their definitions.
        .target(
            name: "FuzzTargets", dependencies: ["ArgumentParsing", "CDatePickAPI", "PickerModels", "DatePickC"],
            path: "Tests/FuzzTargets"),
        .executableTarget(name: "datepick-fuzz", dependencies: ["FuzzTargets"], path: "Tests/FuzzMain"),
        .testTarget(name: "FuzzRegressionTests", dependencies: ["FuzzTargets"]),
        .testTarget(name: "SweepTests", dependencies: ["FuzzTargets", "TestSupport"]),
        // Helpers shared by the test targets.
        .target(name: "TestSupport", dependencies: ["PickerModels", "PickerJSON"], path: "Tests/TestSupport"),
        .testTarget(name: "CalendarEngineTests", dependencies: ["CalendarEngine", "TestSupport"]),
        .testTarget(name: "PickerModelsTests", dependencies: ["PickerModels", "TestSupport"]),
        .testTarget(name: "TerminalPickerTests", dependencies: ["TerminalPicker", "TestSupport", "TextWidth"]),
        .testTarget(name: "TextWidthTests", dependencies: ["TextWidth"]),
        .testTarget(name: "PickerJSONTests", dependencies: ["PickerJSON", "LocaleTables", "TestSupport"]),
        .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing", "TestSupport"]),
        .testTarget(name: "PickerGraphicsTests", dependencies: ["PickerGraphics", "TestSupport"]),
        .testTarget(name: "LocaleTablesTests", dependencies: ["LocaleTables"], exclude: ["curated.json"]),
        .testTarget(name: "datepickTests", dependencies: ["datepick", "TestSupport"]),
        // The C library from C and Python: the tests link it (tools/build-clib) and compile C programs against it.
        .testTarget(name: "DatePickCTests", dependencies: ["DatePickC", "datepick", "TestSupport"], exclude: ["c", "host"]),
    ],
    swiftLanguageModes: [.v6]
)
