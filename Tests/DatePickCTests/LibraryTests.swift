import Foundation
import TestSupport
import Testing

/// libdatepick as C and Python programs use it. The library is linked once, from the objects this test build
/// has just compiled (`tools/build-clib --debug --no-build`), into a directory of its own; the C programs are
/// compiled against the header with `-std=c99 -pedantic -Werror`. (The release library, installed and used
/// through pkg-config on a machine without the toolchain, is what `.ci/run` checks after `tools/install`.)
enum Library {
    /// The package's root directory.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The build's products directory, where the datepick binary and the objects are.
    static let products = Run.binary.deletingLastPathComponent()

    /// Where the library and the test programs go.
    static let directory = products.appendingPathComponent("clib-tests")

    /// The linked library's directory, or why it could not be linked.
    static let linked: Result<URL, Failure> = {
        do {
            let run = try Run(
                program: root.appendingPathComponent("tools/build-clib"),
                ["--debug", "--no-build", "--bin", products.path, "--out", directory.path],
                environment: ProcessInfo.processInfo.environment)
            guard run.status == 0 else { return .failure(Failure("tools/build-clib: \(run.stderr)")) }
            return .success(directory)
        } catch {
            return .failure(Failure("tools/build-clib: \(error)"))
        }
    }()

    /// The C compiler: $CC, else `cc`, else the toolchain's clang (which a Swift toolchain always has).
    static let compiler: String = {
        let environment = ProcessInfo.processInfo.environment
        if let cc = environment["CC"], !cc.isEmpty { return cc }
        let path = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for name in ["cc", "clang"] {
            for directory in path where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return "\(directory)/\(name)"
            }
        }
        return "clang"
    }()

    /// The C test of every call (with options as its argument, it prints their view).
    static let apiTest = Result { try compile("Tests/DatePickCTests/c/api_test.c") }

    /// The C example of docs/c-api.md.
    static let example = Result { try compile("examples/wheels.c") }

    /// Compiles a C program of the package against the library; returns the executable.
    private static func compile(_ source: String) throws -> URL {
        let library = try linked.get()
        let output = directory.appendingPathComponent(
            URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent)
        let run = try Run(
            program: URL(fileURLWithPath: "/usr/bin/env"),
            [
                compiler, "-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror",
                "-I", root.appendingPathComponent("Sources/CDatePickAPI/include").path,
                root.appendingPathComponent(source).path, "-o", output.path,
                "-L", library.path, "-ldatepick", "-Wl,-rpath," + library.path,
            ], environment: ProcessInfo.processInfo.environment)
        guard run.status == 0 else { throw Failure("\(compiler) \(source): \(run.stderr)") }
        return output
    }

    /// The environment programs run in: nothing inherited, so the defaults are the ones given.
    static let environment = ["LANG": "en_US.UTF-8", "TZ": "UTC"]

    /// A step that failed, with what the tool said.
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

@Suite("libdatepick from C and Python")
struct LibraryTests {
    @Test func everyCallEveryErrorAndHostileInput() throws {
        let run = try Run(
            program: try Library.apiTest.get(), [],
            environment: Library.environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix(" checks, 0 failures\n"), "\(run.stdout)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }

    /// ja_JP's wheels, the month stepped: what the examples of docs/c-api.md print.
    static let japaneseWheels = "年 2026年\n月 12月\n日 30日\n2026-12-30\n"

    @Test func theCExampleShowsJapaneseWheels() throws {
        let run = try Run(program: try Library.example.get(), [], environment: Library.environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == Self.japaneseWheels)
    }

    @Test(.enabled(if: Self.python != nil, "python3 is not on PATH (apt-get install python3)"))
    func thePythonExampleShowsJapaneseWheels() throws {
        let library = try Library.linked.get()
        let run = try Run(
            program: URL(fileURLWithPath: try #require(Self.python)),
            [Library.root.appendingPathComponent("examples/wheels.py").path],
            environment: Library.environment.merging(["LD_LIBRARY_PATH": library.path]) { $1 })
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == Self.japaneseWheels)
    }

    /// ICU's lists through ctypes, as a Python program reads them: the row of a zone by its id, its Japanese name
    /// (CLDR 42: Asia/Tokyo's exemplar city 東京, metazone Japan 日本標準時), and the id as the value chosen.
    @Test(.enabled(if: Self.python != nil, "python3 is not on PATH (apt-get install python3)"))
    func pythonReadsICUsListsThroughCtypes() throws {
        let library = try Library.linked.get()
        let script = """
            import ctypes
            lib = ctypes.CDLL("libdatepick.so.0")
            P, S, I = ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int
            for name, result, arguments in [
                ("dp_values_new_list", P, [S, S, ctypes.POINTER(P)]), ("dp_values_free", None, [P]),
                ("dp_values_row_count", I, [P, I]), ("dp_values_row_label", S, [P, I, I]),
                ("dp_values_row_value", S, [P, I, I]), ("dp_values_select", ctypes.c_bool, [P, I, I, P]),
                ("dp_values_value", P, [P]), ("dp_string_free", None, [P]),
            ]:
                function = getattr(lib, name)
                function.restype, function.argtypes = result, arguments
            error = P()
            zones = lib.dp_values_new_list(b"timezones", b"ja_JP", ctypes.byref(error))
            row = next(r for r in range(lib.dp_values_row_count(zones, 0)) if lib.dp_values_row_value(zones, 0, r) == b"Asia/Tokyo")
            lib.dp_values_select(zones, 0, row, None)
            value = lib.dp_values_value(zones)
            print(lib.dp_values_row_label(zones, 0, row).decode(), ctypes.string_at(value).decode(), sep="\t")
            lib.dp_string_free(value)
            lib.dp_values_free(zones)
            print(bool(lib.dp_values_new_list(b"planets", b"en", ctypes.byref(error))), ctypes.string_at(error.value).decode())
            lib.dp_string_free(error)
            """
        let run = try Run(
            program: URL(fileURLWithPath: try #require(Self.python)), ["-c", script],
            environment: Library.environment.merging(["LD_LIBRARY_PATH": library.path]) { $1 })
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout
                == "東京 (日本標準時) GMT+9\tAsia/Tokyo\n"
                + "False unknown list 'planets'; use timezones, regions, languages, currencies, calendars\n")
    }

    static let python: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test func theDocsShowTheExamplesAsTheyAre() throws {
        let page = try String(contentsOf: Library.root.appendingPathComponent("docs/c-api.md"), encoding: .utf8)
        for example in ["examples/wheels.c", "examples/wheels.py"] {
            let text = try String(contentsOf: Library.root.appendingPathComponent(example), encoding: .utf8)
            #expect(page.contains(text), "docs/c-api.md does not show \(example) as it is")
        }
    }

    /// Options in the C library's JSON and as the command's arguments.
    static let sameOptions: [(json: String, arguments: [String])] = [
        (
            #"{"locale": "ja_JP", "date": "2026-11-30", "timeZone": "Asia/Tokyo"}"#,
            ["--locale", "ja_JP", "--date", "2026-11-30", "--time-zone", "Asia/Tokyo"]
        ),
        (
            #"{"locale": "ar_EG", "mode": "dateAndTime", "date": "2026-11-30T14:05", "timeZone": "Africa/Cairo", "minuteInterval": 15, "rounding": "ceiling"}"#,
            [
                "--locale", "ar_EG", "--mode", "dateAndTime", "--date", "2026-11-30T14:05", "--zone", "Africa/Cairo",
                "--minute-interval", "15", "--rounding", "ceiling",
            ]
        ),
        (
            #"{"locale": "he_IL", "calendar": "hebrew", "date": "2024-03-20", "timeZone": "Asia/Jerusalem", "minimumDate": "2024-03-01", "maximumDate": "2024-04-30"}"#,
            [
                "--locale", "he_IL", "--calendar", "hebrew", "--date", "2024-03-20", "--zone", "Asia/Jerusalem",
                "--min", "2024-03-01", "--max", "2024-04-30",
            ]
        ),
        (
            #"{"locale": "en_US", "mode": "countDownTimer", "duration": 3661, "seconds": true, "secondInterval": 5}"#,
            [
                "--locale", "en_US", "--mode", "countDownTimer", "--duration", "3661", "--seconds", "--second-interval",
                "5",
            ]
        ),
        (
            #"{"locale": "zh_CN@calendar=chinese", "mode": "yearAndMonth", "date": "2025-08-01", "timeZone": "Asia/Shanghai"}"#,
            [
                "--locale", "zh_CN@calendar=chinese", "--mode", "yearAndMonth", "--date", "2025-08-01", "--zone",
                "Asia/Shanghai",
            ]
        ),
        (
            #"{"mode": "time", "date": "2026-03-08T02:30", "timeZone": null, "seconds": true}"#,
            ["--mode", "time", "--date", "2026-03-08T02:30", "--seconds"]
        ),
        (
            #"{"locale": "ja_JP", "mode": "dateAndTime", "date": "2026-11-30T14:05", "timeZone": "Asia/Tokyo", "zoneWheel": true}"#,
            [
                "--locale", "ja_JP", "--mode", "dateAndTime", "--date", "2026-11-30T14:05", "--zone", "Asia/Tokyo",
                "--zone-wheel",
            ]
        ),
    ]

    @Test func theViewIsTheCommandsByteForByte() throws {
        let api = try Library.apiTest.get()
        // The defaults of what is left out come from the same environment: a locale and a zone with a DST gap.
        let environment = ["LANG": "de_DE.UTF-8", "TZ": "America/New_York"]
        for (json, arguments) in Self.sameOptions {
            let c = try Run(program: api, [json], environment: environment)
            let command = try Run(["show", "--format", "json"] + arguments, environment: environment)
            #expect(c.status == 0 && command.status == 0, "\(json): \(c.stderr) \(command.stderr)")
            #expect(c.stdout == command.stdout, "\(json)")
            #expect(!c.stdout.isEmpty)
        }
    }

    /// Options both refuse, as JSON and as arguments.
    static let refused: [(json: String, arguments: [String])] = [
        (#"{"locale": "xx_YY"}"#, ["--locale", "xx_YY"]),
        (#"{"mode": "week"}"#, ["--mode", "week"]),
        (#"{"timeZone": "Mars/Base"}"#, ["--zone", "Mars/Base"]),
        (#"{"date": "2026-02-30"}"#, ["--date", "2026-02-30"]),
        (#"{"mode": "time", "minuteInterval": 7}"#, ["--mode", "time", "--minute-interval", "7"]),
        (#"{"seconds": true}"#, ["--seconds"]),
        (#"{"mode": "time", "zoneWheel": true}"#, ["--mode", "time", "--zone-wheel"]),
        (#"{"mode": "countDownTimer", "duration": 86400}"#, ["--mode", "countDownTimer", "--duration", "86400"]),
        (#"{"calendar": "gregorian2"}"#, ["--calendar", "gregorian2"]),
        (#"{"rounding": "up"}"#, ["--rounding", "up"]),
        (
            #"{"minimumDate": "2027-01-01", "maximumDate": "2026-01-01"}"#,
            ["--min", "2027-01-01", "--max", "2026-01-01"]
        ),
    ]

    @Test func errorsAreTheCommandsMessages() throws {
        let api = try Library.apiTest.get()
        for (json, arguments) in Self.refused {
            let c = try Run(program: api, [json], environment: Library.environment)
            let command = try Run(["show", "--format", "json"] + arguments, environment: Library.environment)
            #expect(c.status == 64 && command.status == 64, "\(json)")
            #expect("datepick: " + c.stderr == command.stderr, "\(json)")
        }
    }

    @Test func onlyTheHeadersFunctionsAreExportedUnderItsSoname() throws {
        let library = try Library.linked.get().appendingPathComponent("libdatepick.so")
        let header = try String(
            contentsOf: Library.root.appendingPathComponent("Sources/CDatePickAPI/include/datepick.h"), encoding: .utf8)
        let declared = Set(header.matches(of: /\b(dp_[a-z_]+)\(/).map { String($0.output.1) })
        #expect(declared.count > 50, "\(declared.count) functions in the header")
        let nm = try Run(
            program: URL(fileURLWithPath: "/usr/bin/env"), ["nm", "-D", "--defined-only", library.path],
            environment: Library.environment)
        #expect(nm.status == 0, "\(nm.stderr)")
        // Global symbols have an upper-case type letter, and a version (dp_version@@DATEPICK_0); the version's own
        // symbol (DATEPICK_0) is absolute, A.
        let exported = Set(
            nm.stdout.split(separator: "\n").compactMap { line -> String? in
                let parts = line.split(separator: " ")
                guard parts.count == 3, parts[1].first?.isUppercase == true, parts[1] != "A" else { return nil }
                return String(parts[2].split(separator: "@").first ?? "")
            })
        let extra = exported.subtracting(declared).sorted().prefix(10),
            missing = declared.subtracting(exported).sorted()
        #expect(exported == declared, "exported, not declared: \(extra); declared, not exported: \(missing)")
        let readelf = try Run(
            program: URL(fileURLWithPath: "/usr/bin/env"), ["readelf", "-d", library.path],
            environment: Library.environment)
        #expect(readelf.stdout.contains("Library soname: [libdatepick.so.0]"), "\(readelf.stdout)")
    }

    /// man(3): `tools/man3` makes a page for each group of the header's calls, naming every call of the group,
    /// and a `.so` link for each other call, so that `man dp_picker_step` finds its page: every exported call has
    /// one, and groff reads each page without a warning where groff is installed.
    @Test(.enabled(if: Self.python != nil, "python3 is not on PATH (apt-get install python3)"))
    func everyCallHasAManualPage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("man3-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Run(
            program: URL(fileURLWithPath: try #require(Self.python)),
            [Library.root.appendingPathComponent("tools/man3").path, directory.path], environment: Library.environment)
        #expect(run.status == 0, "\(run.stderr)")
        let header = try String(
            contentsOf: Library.root.appendingPathComponent("Sources/CDatePickAPI/include/datepick.h"), encoding: .utf8)
        let declared = Set(header.matches(of: /\b(dp_[a-z_]+)\(/).map { String($0.output.1) })
        for call in declared.sorted() {
            guard var page = try? String(contentsOf: directory.appendingPathComponent(call + ".3"), encoding: .utf8)
            else {
                Issue.record("\(call) has no man(3) page")
                continue
            }
            if page.hasPrefix(".so man3/") {
                let target = page.dropFirst(".so man3/".count).trimmingCharacters(in: .whitespacesAndNewlines)
                page = (try? String(contentsOf: directory.appendingPathComponent(target), encoding: .utf8)) ?? ""
            }
            let name = page.firstMatch(of: /\.SH NAME\n([^\n]*)/)?.output.1 ?? ""
            #expect(
                name.split(separator: " \\- ")[0].split(separator: ", ").contains(Substring(call)), "\(call): \(name)")
        }
        let overview = try String(contentsOf: directory.appendingPathComponent("datepick.3"), encoding: .utf8)
        #expect(overview.contains("Threads") && overview.contains("\"unavailable\""))
        let groff = URL(fileURLWithPath: "/usr/bin/groff")
        guard FileManager.default.isExecutableFile(atPath: groff.path) else { return }
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            let path = directory.appendingPathComponent(file).path
            guard !(try String(contentsOfFile: path, encoding: .utf8)).hasPrefix(".so ") else { continue }
            let lint = try Run(program: groff, ["-man", "-Tutf8", "-ww", "-z", path], environment: Library.environment)
            #expect(lint.status == 0 && lint.stderr.isEmpty, "\(file): \(lint.stderr)")
        }
    }

    @Test func theLibraryAndTheCommandHaveOneVersion() throws {
        let header = try String(
            contentsOf: Library.root.appendingPathComponent("Sources/CDatePickAPI/include/datepick.h"), encoding: .utf8)
        let version = try #require(header.firstMatch(of: /#define DATEPICK_VERSION "([^"]+)"/)?.output.1)
        let major = try #require(header.firstMatch(of: /#define DATEPICK_VERSION_MAJOR (\d+)/)?.output.1)
        let minor = try #require(header.firstMatch(of: /#define DATEPICK_VERSION_MINOR (\d+)/)?.output.1)
        let micro = try #require(header.firstMatch(of: /#define DATEPICK_VERSION_MICRO (\d+)/)?.output.1)
        #expect(version == "\(major).\(minor).\(micro)")
        let run = try Run(["--version"])
        #expect(run.stdout.hasPrefix("datepick \(version) "), "\(run.stdout)")
        // The GTK library, NEWS's newest entry, Debian's changelog and the ABI baselines name the same version.
        let meson = try String(contentsOf: Library.root.appendingPathComponent("gtk/meson.build"), encoding: .utf8)
        #expect(
            meson.matches(of: /version: '(\d+\.\d+\.\d+)'/).map { String($0.output.1) } == [
                String(version), String(version),
            ])
        let news = try String(contentsOf: Library.root.appendingPathComponent("NEWS"), encoding: .utf8)
        #expect(news.firstMatch(of: /\n(\d+\.\d+\.\d+)\n---/)?.output.1 == Substring(version), "NEWS")
        // Debian's changelog: the upstream part of its newest version (0.2.0 of 0.2.0-1).
        let changelog = try String(contentsOf: Library.root.appendingPathComponent("debian/changelog"), encoding: .utf8)
        #expect(changelog.firstMatch(of: /^datepick \((\d+\.\d+\.\d+)-/)?.output.1 == Substring(version), "changelog")
        let baseline = try String(contentsOf: Library.root.appendingPathComponent("abi/VERSION"), encoding: .utf8)
        #expect(baseline == version + "\n", "abi/'s baselines are of \(baseline): tools/check-abi --update")
    }
}
