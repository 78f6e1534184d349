import ArgumentParsing
import Testing

@Suite("The argument parser")
struct ArgumentsTests {
    let options = [Arguments.Option(name: "--locale", takesValue: true, repeatable: true, help: "l"),
                   Arguments.Option(name: "--mode", takesValue: true, help: "m"),
                   Arguments.Option(name: "--all", takesValue: false, help: "a")]

    @Test func formsOfValues() throws {
        let parsed = try Arguments(["--locale", "ja_JP", "--locale=ar-EG", "--all", "--mode=", "--"], options: options)
        #expect(parsed.all("--locale") == ["ja_JP", "ar-EG"] && parsed.has("--all") && parsed.value("--mode") == "")
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
    ])
    func errorsNameTheArgument(_ arguments: [String], _ message: String) {
        #expect { try Arguments(arguments[...], options: options) } throws: { error in
            (error as? UsageError)?.description == message || (error as? UsageError)?.description.contains(message) == true
        }
    }
}
