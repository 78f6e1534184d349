import ArgumentParsing
import Testing

@Suite("The argument parser")
struct ArgumentsTests {
    let options = [
        Arguments.Option(name: "--locale", takesValue: true, repeatable: true, help: "l"),
        Arguments.Option(name: "--mode", takesValue: true, help: "m"),
        Arguments.Option(name: "--all", takesValue: false, help: "a"),
    ]

    @Test func formsOfValues() throws {
        let parsed = try Arguments(["--locale", "ja_JP", "--locale=ar-EG", "--all", "--mode=", "--"], options: options)
        #expect(parsed.all("--locale") == ["ja_JP", "ar-EG"] && parsed.has("--all") && parsed.value("--mode") == "")
    }

    /// An alias sets the option it stands for, and a repeat is one whichever name each use takes.
    @Test func aliasesAreTheOptionsOwn() throws {
        let all =
            options + [
                Arguments.Option(
                    name: "--time-zone", aliases: ["--zone"], takesValue: true, valueName: "ZONE", help: "z")
            ]
        #expect(try Arguments(["--zone", "UTC"], options: all).value("--time-zone") == "UTC")
        #expect(try Arguments(["--zone=Asia/Tokyo"], options: all).value("--time-zone") == "Asia/Tokyo")
        #expect(throws: UsageError.self) { try Arguments(["--zone", "UTC", "--time-zone", "UTC"], options: all) }
        #expect(Arguments.help(all).contains("  --time-zone, --zone ZONE  z"))
    }

    @Test func hiddenOptionsAreParsedButNotListed() throws {
        let all = options + [Arguments.Option(name: "--worker", takesValue: false, help: "w", isHidden: true)]
        #expect(try Arguments(["--worker"], options: all).has("--worker"))
        let help = Arguments.help(all)
        #expect(help.contains("--locale VALUE") && help.contains("--all"))
        #expect(!help.contains("--worker"))
    }

    @Test(arguments: [
        (["--nope"], "unknown option '--nope'"), (["--mode"], "'--mode' needs a value"),
        (["--mode", "a", "--mode", "b"], "more than once"), (["--all=1"], "takes no value"),
        (["stray"], "unexpected argument 'stray'"), (["--", "x"], "unexpected argument 'x'"),
        (["--bell\u{7}"], "unknown option '--bell\\u{07}'"), (["-"], "unexpected argument '-'"),
        (["--all", "--all"], "option '--all' is given more than once"),
    ])
    func errorsNameTheArgument(_ arguments: [String], _ message: String) {
        #expect { try Arguments(arguments[...], options: options) } throws: { error in
            (error as? UsageError)?.description == message
                || (error as? UsageError)?.description.contains(message) == true
        }
    }
}
