import Foundation
import TestSupport
import Testing

/// `datepick --generate-completion-script SHELL` and `--generate-manual`, run as a person would: every option the
/// commands' `--help` lists is in each, and the scripts complete what the parser takes.
@Suite("Completion scripts and the manual, end to end")
struct CompletionEndToEndTests {
    static let commands = ["show", "pick", "render", "gallery", "matrix", "locales", "tables"]
    /// The program's own options, given in place of a command.
    static let ownOptions = ["--help", "-h", "--version", "--generate-completion-script", "--generate-manual"]

    /// The option names a command's `--help` lists (`--time-zone, --zone ZONE  …` gives both names).
    static func helpOptions(_ command: String) throws -> [String] {
        let run = try Run([command, "--help"])
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout.split(separator: "\n").filter { $0.hasPrefix("  -") }.flatMap { line in
            let left = line.dropFirst(2).components(separatedBy: "  ").first ?? ""
            return left.split(separator: " ").filter { $0.hasPrefix("-") }.map { $0.trimmingCharacters(in: [","]) }
        }
    }

    static func output(_ arguments: [String]) throws -> String {
        let run = try Run(arguments)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        return run.stdout
    }

    static func script(_ shell: String) throws -> String { try output(["--generate-completion-script", shell]) }

    /// An option's name as each output spells it.
    static func spelling(_ name: String, in output: String) -> String {
        switch output {
        case "bash": "'\(name)'"
        case "fish": name.hasPrefix("--") ? "-l '\(name.dropFirst(2))'" : "-s '\(name.dropFirst())'"
        case "manual": "\\fB" + name.replacingOccurrences(of: "-", with: "\\-") + "\\fR"
        default: name
        }
    }

    @Test(arguments: ["bash", "zsh", "fish", "manual"])
    func everyOptionOfEveryCommand(_ output: String) throws {
        let text = try output == "manual" ? Self.output(["--generate-manual"]) : Self.script(output)
        for command in Self.commands {
            let options = try Self.helpOptions(command)
            #expect(options.contains("--help") && options.count >= 3, "\(command): \(options)")
            for name in options {
                #expect(text.contains(Self.spelling(name, in: output)), "\(output) lacks \(command) \(name)")
            }
            #expect(text.contains(command), "\(output) lacks the command \(command)")
        }
        for name in Self.ownOptions {
            #expect(text.contains(Self.spelling(name, in: output)), "\(output) lacks \(name)")
        }
        // Hidden: tables' --worker, the zones the scripts ask for.
        for name in ["--worker"] { #expect(!text.contains(Self.spelling(name, in: output))) }
        #expect(output != "manual" || !text.contains("list\\-time\\-zones"))
    }

    @Test func anUnknownShellIsAUsageError() throws {
        for arguments in [
            ["--generate-completion-script", "tcsh"], ["--generate-completion-script"],
            ["--generate-completion-script", "bash", "extra"], ["--generate-manual", "extra"],
        ] {
            let run = try Run(arguments)
            #expect(run.status == 64 && run.stdout.isEmpty, "\(arguments)")
            #expect(run.stderr.hasPrefix("datepick: ") && run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
        }
        #expect(try Run(["--generate-completion-script", "tcsh"]).stderr.contains("use bash, zsh or fish"))
        #expect(try Run(["--generate-completion-script=zsh"]).stdout.hasPrefix("#compdef datepick\n"))
    }

    /// What bash offers for `words` after `datepick`, with the built binary as the program the script runs.
    static func bash(_ words: [String]) throws -> [String] {
        try Shells.bash(try script("bash"), function: "_datepick", words: [Run.binary.path] + words)
    }

    @Test(arguments: [
        (["--mo"], ["--mode"]),
        (["pi"], ["pick"]),
        (["pick", "--st"], ["--style"]),
        (["pick", "--zo"], ["--zone", "--zone-wheel"]),
        (["render", "--mi"], ["--minute-interval", "--min", "--minimum-date"]),
        (["render", "--style", ""], ["wheels", "inline", "compact", "field"]),
        (["--zone", "Asia/Tok"], ["Asia/Tokyo"]),
        (["--time-zone", "=", "Europe/Kyi"], ["Europe/Kyiv"]),
        (["--locale", "ja_J"], ["ja_JP"]),
        (["locales", "--display-locale", "de_CH"], ["de_CH"]),
        (["--generate-completion-script", ""], ["bash", "zsh", "fish"]),
        (["--date", ""], []),
    ])
    func bashCompletes(_ words: [String], _ expected: [String]) throws {
        #expect(try Self.bash(words) == expected)
    }

    @Test func bashReadsTheScript() throws {
        let file = try Shells.file(try Self.script("bash"), named: "datepick")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let check = try Shells.run("bash", ["-n", file.path])
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
        #expect(try Self.script("bash").hasSuffix("\ncomplete -F _datepick datepick\n"))
    }

    /// The values the scripts offer are the ones the parser takes: each list is the one the error for a bad value
    /// names (`unknown mode 'x'; use date, time, …`).
    @Test(arguments: [
        ([], "--mode"), ([], "--rounding"), ([], "--format"), ([], "--calendar"), (["pick"], "--style"),
        (["render"], "--style"), (["matrix"], "--format"),
    ])
    func valuesAreTheParsers(_ command: [String], _ option: String) throws {
        let offered = try Self.bash(command + [option, ""])
        let refused = try Run(command + [option, "nonsense"])
        #expect(refused.status == 64)
        // `…; use a, b or c` or `…; ICU knows a, b, c`
        var list = try #require(refused.stderr.split(separator: ";").last).trimmingCharacters(
            in: .whitespacesAndNewlines)
        for lead in ["use ", "ICU knows "] where list.hasPrefix(lead) { list.removeFirst(lead.count) }
        let named = list.replacingOccurrences(of: " or ", with: ", ").components(separatedBy: ", ")
        #expect(offered == named, "\(refused.stderr)")
    }

    @Test func everyZoneOfferedIsTaken() throws {
        let zones = try Self.bash(["--zone", ""])
        #expect(zones.count > 400 && zones.contains("UTC") && zones.contains("America/New_York"))
        // A sample, each through the parser: every tenth, and the last.
        for zone in stride(from: 0, to: zones.count, by: 10).map({ zones[$0] }) + [zones.last!] {
            let run = try Run(["--mode", "time", "--locale", "en_US", "--zone", zone])
            #expect(run.status == 0, "\(zone): \(run.stderr)")
        }
        let locales = try Self.bash(["--locale", ""])
        #expect(locales.count == 805 && locales.first == "af")
    }

    @Test(.enabled(if: Shells.find("zsh") != nil, "zsh is not installed: \(Shells.install)"))
    func zshCompletes() throws {
        let script = try Self.script("zsh")
        let file = try Shells.file(script, named: "_datepick")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let check = try Shells.run("zsh", ["-n", file.path])
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
        let path = Run.binary.deletingLastPathComponent().path
        #expect(try Shells.zsh(script, name: "datepick", line: "datepick --mo", path: path) == ["--mode"])
        #expect(try Shells.zsh(script, name: "datepick", line: "datepick pick --st", path: path) == ["--style"])
        #expect(
            try Shells.zsh(script, name: "datepick", line: "datepick --zone Asia/Tok", path: path) == ["Asia/Tokyo"])
    }

    @Test(.enabled(if: Shells.find("fish") != nil, "fish is not installed: \(Shells.install)"))
    func fishCompletes() throws {
        let script = try Self.script("fish")
        let file = try Shells.file(script, named: "datepick.fish")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let check = try Shells.run("fish", ["--no-execute", file.path])
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
        let path = Run.binary.deletingLastPathComponent().path
        #expect(try Shells.fish(script, line: "datepick --mo", path: path) == ["--mode"])
        #expect(try Shells.fish(script, line: "datepick pi", path: path) == ["pick"])
        #expect(try Shells.fish(script, line: "datepick --locale ja_J", path: path) == ["ja_JP"])
        #expect(try Shells.fish(script, line: "datepick --zone Asia/Tok", path: path) == ["Asia/Tokyo"])
    }

    /// The manual as `man` shows it: no warning from groff or man, in a UTF-8 locale and in C (ASCII).
    @Test(
        .enabled(
            if: Shells.find("groff") != nil && Shells.find("man") != nil, "groff or man missing: \(Shells.install)"))
    func manShowsTheManualWithoutWarnings() throws {
        let page = try Self.output(["--generate-manual"])
        let groff = try Shells.run("groff", ["-man", "-ww", "-z"], input: page)
        #expect(groff.status == 0 && groff.stderr.isEmpty, "\(groff.stderr)")
        let file = try Shells.file(page, named: "datepick.1")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        for lang in ["C.UTF-8", "C"] {
            let man = try Shells.run(
                "man", ["--warnings", "-l", file.path],
                environment: ["LANG": lang, "MANPAGER": "cat", "PATH": "/usr/bin:/bin"])
            #expect(man.status == 0 && man.stderr.isEmpty, "\(lang): \(man.stderr)")
            #expect(man.stdout.contains("EXIT STATUS") && man.stdout.contains("--generate-completion-script"))
        }
    }

    /// Each example of the manual is a real command: run (a redirect dropped), it succeeds; `pick` gets as far as
    /// wanting a terminal, so its options were all taken.
    @Test func theManualsExamplesRun() throws {
        let page = try Self.output(["--generate-manual"])
        let examples = try #require(page.components(separatedBy: ".SH \"EXAMPLES\"\n").last)
            .components(separatedBy: ".SH ").first!
            .components(separatedBy: ".nf\n").dropFirst().map { $0.components(separatedBy: "\n.fi").first! }
        #expect(examples.count >= 5)
        for example in examples {
            let line = example.replacingOccurrences(of: "\\fB", with: "").replacingOccurrences(of: "\\fR", with: "")
                .replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\(aq", with: "'")
            #expect(!line.contains("\\"), "an escape left in \(line)")
            var words = Self.words(line.components(separatedBy: " > ").first!)
            #expect(words.removeFirst() == "datepick")
            let run = try Run(words, detach: true)
            if words.first == "pick" {
                #expect(run.status == 64 && run.stderr.contains("no terminal"), "\(line): \(run.stderr)")
            } else {
                #expect(run.status == 0 && !run.stdout.isEmpty, "\(line): \(run.stderr)")
            }
        }
    }

    /// A command line's words: spaces separate them, single quotes hold spaces.
    static func words(_ line: String) -> [String] {
        var words: [String] = [], word = "", quoted = false
        for character in line {
            if character == "'" {
                quoted.toggle()
            } else if character == " " && !quoted {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        return word.isEmpty ? words : words + [word]
    }
}
