import ArgumentParsing
import Foundation
import TestSupport
import Testing

@Suite("Completion scripts")
struct CompletionTests {
    let program = SampleProgram.program

    /// An option's name as each script spells it.
    static func spelling(_ name: String, in shell: CompletionShell) -> String {
        switch shell {
        case .bash: "'\(name)'"
        case .zsh: name
        case .fish: name.hasPrefix("--") ? "-l '\(name.dropFirst(2))'" : "-s '\(name.dropFirst())'"
        }
    }

    @Test(arguments: CompletionShell.allCases)
    func everyVisibleOptionAndNoHiddenOne(_ shell: CompletionShell) {
        let script = program.completionScript(for: shell)
        for name in SampleProgram.visibleNames {
            #expect(script.contains(Self.spelling(name, in: shell)), "\(shell) lacks \(name)")
        }
        for name in SampleProgram.hiddenNames {
            #expect(!script.contains(Self.spelling(name, in: shell)), "\(shell) offers the hidden \(name)")
        }
        for command in program.commands {
            #expect(script.contains(command.name), "\(shell) lacks the command \(command.name)")
        }
    }

    /// A directory with `tool`, a program that lists two zones for `tool zones`, as the scripts run it.
    static func stub() throws -> URL {
        let tool = try Shells.file(
            "#!/bin/sh\n[ \"$1\" = zones ] && printf 'Asia/Tokyo\\tJapan\\nEurope/Berlin\\n'\n", named: "tool")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)
        return tool
    }

    @Test func bashReadsTheScript() throws {
        let file = try Shells.file(program.completionScript(for: .bash), named: "tool.bash")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let check = try Shells.run("bash", ["-n", file.path])
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
    }

    @Test(arguments: [
        (["tool", "--mo"], ["--mode"]),
        (["tool", "--mode", ""], ["fast", "slow-ish"]),
        (["tool", "--mode", "=", "s"], ["slow-ish"]),  // --mode=s, as bash splits it
        (["tool", "r"], ["run"]),
        (["tool", ""], ["run", "list"]),
        (["tool", "run", "--fl"], ["--flag"]),
        (["tool", "list", "--"], ["--all", "--name", "--help"]),
        (["tool", "--t"], ["--tz"]),
        (["tool", "run", "--t"], ["--tz"]),  // an alias, after the command
        (["tool", "--tz", "As"], ["Asia/Tokyo"]),  // from `tool zones`, asked now
        (["tool", "run", "--zone", ""], ["Asia/Tokyo", "Europe/Berlin"]),
        (["tool", "--date", ""], []),  // any text: nothing offered, no option as the value
        (["tool", "--gen"], ["--generate"]),
        (["tool", "--generate", ""], ["bash", "zsh", "fish"]),
        (["tool", "--version", ""], []),  // the program's own options stand alone
        (["tool", "--se"], []),  // hidden
    ])
    func bashCompletes(_ words: [String], _ expected: [String]) throws {
        let tool = try Self.stub()
        defer { try? FileManager.default.removeItem(at: tool.deletingLastPathComponent()) }
        let offered = try Shells.bash(
            program.completionScript(for: .bash), function: "_tool", words: [tool.path] + words.dropFirst())
        #expect(offered == expected)
    }

    @Test func bashCompletesDirectories() throws {
        let root = try Shells.file("", named: "file").deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("tables"), withIntermediateDirectories: true)
        let offered = try Shells.bash(
            program.completionScript(for: .bash), function: "_tool", words: ["tool", "run", "--out", root.path + "/t"])
        #expect(offered == [root.path + "/tables"])
    }

    @Test(.enabled(if: Shells.find("zsh") != nil, "zsh is not installed: \(Shells.install)"))
    func zshReadsTheScript() throws {
        let file = try Shells.file(program.completionScript(for: .zsh), named: "_tool")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let check = try Shells.run("zsh", ["-n", file.path])
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
        #expect(program.completionScript(for: .zsh).hasPrefix("#compdef tool\n"))
    }

    @Test(
        .enabled(if: Shells.find("zsh") != nil, "zsh is not installed: \(Shells.install)"),
        arguments: [
            ("tool --mo", ["--mode"]),
            ("tool --mode ", ["fast", "slow-ish"]),
            ("tool r", ["run"]),
            ("tool run --fl", ["--flag"]),
            ("tool --tz As", ["Asia/Tokyo"]),
            ("tool --generate ", ["bash", "fish", "zsh"]),
            ("tool list --na", ["--name"]),
        ])
    func zshCompletes(_ line: String, _ expected: [String]) throws {
        let tool = try Self.stub()
        defer { try? FileManager.default.removeItem(at: tool.deletingLastPathComponent()) }
        let offered = try Shells.zsh(
            program.completionScript(for: .zsh), name: "tool", line: line,
            path: tool.deletingLastPathComponent().path)
        #expect(offered == expected.sorted())
    }

    @Test(.enabled(if: Shells.find("fish") != nil, "fish is not installed: \(Shells.install)"))
    func fishReadsTheScript() throws {
        let file = try Shells.file(program.completionScript(for: .fish), named: "tool.fish")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let check = try Shells.run("fish", ["--no-execute", file.path])
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
    }

    @Test(
        .enabled(if: Shells.find("fish") != nil, "fish is not installed: \(Shells.install)"),
        arguments: [
            ("tool --mo", ["--mode"]),
            ("tool --mode ", ["fast", "slow-ish"]),
            ("tool r", ["run"]),
            ("tool run --fl", ["--flag"]),
            ("tool --tz As", ["Asia/Tokyo"]),
            ("tool --generate ", ["bash", "fish", "zsh"]),
            ("tool --version --", []),
            ("tool list --na", ["--name"]),
        ])
    func fishCompletes(_ line: String, _ expected: [String]) throws {
        let tool = try Self.stub()
        defer { try? FileManager.default.removeItem(at: tool.deletingLastPathComponent()) }
        let offered = try Shells.fish(
            program.completionScript(for: .fish), line: line, path: tool.deletingLastPathComponent().path)
        #expect(offered.sorted() == expected.sorted())
    }

    /// A value that is not a plain word stays one word: escaped in zsh's list and fish's.
    static let odd = ProgramDescription(
        name: "odd", version: "1", abstract: "odd values",
        commands: [
            .init(
                name: "go", abstract: "go", usage: "Usage: odd go",
                options: [.init(name: "--way", takesValue: true, values: .oneOf { ["a b", "it's", "(c)"] }, help: "w")])
        ])

    @Test func oddValuesAreEscaped() {
        #expect(Self.odd.completionScript(for: .zsh).contains(#":VALUE:(a\ b it\'\''s \(c\))'"#))
        #expect(Self.odd.completionScript(for: .fish).contains(#"-x -a 'a\\ b it\\\'s \\(c\\)'"#))
    }

    @Test(.enabled(if: Shells.find("fish") != nil, "fish is not installed: \(Shells.install)"))
    func fishOffersOddValuesWhole() throws {
        let offered = try Shells.fish(Self.odd.completionScript(for: .fish), line: "odd go --way ")
        #expect(offered.sorted() == ["(c)", "a b", "it's"])
    }

    @Test(.enabled(if: Shells.find("zsh") != nil, "zsh is not installed: \(Shells.install)"))
    func zshOffersOddValuesWhole() throws {
        let offered = try Shells.zsh(Self.odd.completionScript(for: .zsh), name: "odd", line: "odd go --way ")
        #expect(offered == ["(c)", "a b", "it's"])
    }
}
