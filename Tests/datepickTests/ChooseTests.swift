import Foundation
import PickerJSON
import Testing
import TestSupport

/// `datepick choose` driven in a pseudo-terminal: values from arguments, standard input and `--wheel`, keys in,
/// stdout and the status checked; and its bad input, refused before any terminal is taken.
@Suite("datepick choose", .serialized)
struct ChooseTests {
    static let down = "\u{1B}[B", up = "\u{1B}[A", tab = "\t", escape = "\u{1B}", enter = "\r", end = "\u{1B}[F",
        home = "\u{1B}[H"

    func choose(_ arguments: [String], input: [UInt8]? = nil) throws -> PseudoTerminal {
        try PseudoTerminal(
            Run.binary, ["choose"] + arguments, environment: ["LANG": "C.UTF-8", "NO_COLOR": "1"], input: input)
    }

    /// Presses Enter and expects the choice printed, status 0.
    func accept(_ term: PseudoTerminal, printing expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        term.type(Self.enter)
        let result = term.finish()
        #expect(result.status == 0, sourceLocation: sourceLocation)
        #expect(result.stdout == expected, sourceLocation: sourceLocation)
    }

    @Test func choosesFromArguments() throws {
        let term = try choose(["S", "M", "L", "XL"])
        #expect(term.waitFor("▶ S"))
        term.type(Self.down)
        #expect(term.waitFor("▶ M"))
        accept(term, printing: "M\n")
    }

    @Test func readsStandardInput() throws {
        let term = try choose([], input: Array("Tokyo\r\nParis\nLima\n".utf8))
        #expect(term.waitFor("Paris"))
        term.type(Self.end)
        #expect(term.waitFor("▶ Lima"))
        term.type(Self.home + Self.enter)  // the first line, its carriage return dropped
        let result = term.finish()
        #expect(result.status == 0)
        #expect(result.stdout == "Tokyo\n")
    }

    /// Several wheels, each with its own unit (in the selection bar), loop and first value; the values chosen are
    /// printed tab-separated.
    @Test func severalWheels() throws {
        let term = try choose([
            "--wheel", "S,M,L", "--select", "L", "--wheel", #"a\,b,c\\d,e"#, "--unit", "kg", "--cyclic",
            "--title", "Size and weight",
        ])
        #expect(term.waitFor("Size and weight"))
        #expect(term.waitFor("L · a,b kg"))
        // Each wheel numbered above it, the focused one marked.
        #expect(term.screen.contains("[1]") && term.screen.contains(" 2 "))
        term.type(Self.down)  // the first wheel ends at L: it stays
        term.type(Self.tab + Self.up)  // the second loops from its first value to its last
        #expect(term.waitFor("L · e kg"))
        term.type(Self.up)
        #expect(term.waitFor(#"L · c\d kg"#))
        term.type(Self.enter)
        let result = term.finish()
        #expect(result.status == 0)
        #expect(result.stdout == "L\t" + #"c\d"# + "\n")
    }

    @Test func printsJSON() throws {
        let term = try choose([
            "--wheel", "1,2,3", "--unit", "kg", "--select", "2", "--wheel", "x,y", "--format", "json",
        ])
        #expect(term.waitFor("2 kg"))
        term.type(Self.enter)
        let result = term.finish()
        #expect(result.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["values"] as? [String] == ["2", "x"])
        #expect(object["labels"] as? [String] == ["2", "x"])
        let value = try #require(try? JSONValue(parsing: Array(result.stdout.utf8)))
        let schemas = try JSONSchemas()
        #expect(schemas.errors(in: value, against: "choose.schema.json").isEmpty)
        // The validator is not one that passes anything: a row below 0 breaks the schema.
        guard case .object(var members) = value else { return }
        members[2].value = .array([.int(-1), .int(0)])
        #expect(!schemas.errors(in: .object(members), against: "choose.schema.json").isEmpty)
        #expect(object["rows"] as? [Int] == [1, 0])
        let units = try #require(object["units"] as? [Any])
        #expect(units.count == 2 && units[0] as? String == "kg" && units[1] is NSNull)
    }

    /// Escape cancels, on wheels and in a list (where `q` is a letter for the filter, not a cancel).
    @Test(
        arguments: [
            (["a", "b"], "▶ a", ""),
            (["--style", "list", "--locale", "en", "a", "b"], "▶ a ◀", "q"),
        ] as [([String], String, String)])
    func cancels(_ arguments: [String], shown: String, typed: String) throws {
        let term = try choose(arguments)
        #expect(term.waitFor(shown))
        term.type(typed)
        if !typed.isEmpty { #expect(term.waitFor("filter: " + typed)) }
        term.type(Self.escape)
        let result = term.finish()
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
    }

    /// Typing jumps to the next value starting with what was typed; the same letter again, to the one after.
    @Test func typeToJump() throws {
        let term = try choose(["apple", "banana", "Blueberry", "cherry"])
        #expect(term.waitFor("▶ apple"))
        term.type("b")
        #expect(term.waitFor("▶ banana"))
        term.type("b")
        #expect(term.waitFor("▶ Blueberry"))
        term.type(Self.enter)
        #expect(term.finish().stdout == "Blueberry\n")
    }

    /// `--sort` orders the values by the locale's collation before they are drawn: Swedish puts Ä after Z, German
    /// with A (CLDR's sv and root orders); `--sort numeric` compares numbers as numbers.
    @Test(arguments: [
        (["--sort", "--locale", "sv_SE"], "Zebra"),
        (["--sort", "--locale", "de_DE"], "Äpfel"),
    ])
    func sorts(_ options: [String], second: String) throws {
        let term = try choose(options + ["Zebra", "Äpfel", "Apfel"])
        #expect(term.waitFor("▶ Apfel"))
        term.type(Self.down + Self.enter)
        #expect(term.finish().stdout == second + "\n")
    }

    @Test func sortsNumerically() throws {
        let term = try choose(["--sort", "numeric", "--locale", "en", "10", "9", "100"])
        #expect(term.waitFor("▶ 9"))
        term.type(Self.down + Self.enter)
        #expect(term.finish().stdout == "10\n")
    }

    /// `--list` shows names in the locale's language and prints the id chosen; `--select` takes an id.
    @Test func listsRegions() throws {
        let term = try choose(["--list", "regions", "--locale", "ja", "--select", "JP", "--format", "json"])
        #expect(term.waitFor("▶ 日本"))
        term.type(Self.enter)
        let result = term.finish()
        #expect(result.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["values"] as? [String] == ["JP"])
        #expect(object["labels"] as? [String] == ["日本"])
    }

    @Test func listsTimeZones() throws {
        let term = try choose(["--list", "timezones", "--locale", "en", "--select", "Asia/Tokyo"])
        #expect(term.waitFor("▶ Tokyo (Japan Standard Time) GMT+9"))
        term.type(Self.enter)
        #expect(term.finish().stdout == "Asia/Tokyo\n")
    }

    /// Bad input: one line on stderr, status 64, nothing on stdout, and no terminal needed to say so.
    @Test(
        arguments: [
            ([], "no values"),
            (["--unit", "kg"], "no values"),
            (["a", "b", "--select", "c"], "--select 'c' is not a value of the list"),
            (["--wheel", "a,b", "--select", "a", "--wheel", "c", "--select", "a"], "is not a value of wheel 2"),
            (["--wheel", ""], "the list has no values to choose from"),
            (["--wheel", "a,,b"], "value 2 of the list is empty"),
            (["--wheel", #"a\"#], "ends in a backslash"),
            (["--unit", "kg", "--wheel", "a"], "--unit describes the --wheel before it"),
            (["--wheel", "a", "--cyclic", "--cyclic"], "--cyclic is given twice for wheel 1"),
            (["x", "--wheel", "a"], "both as arguments and with --wheel"),
            (["--sort", "--locale", "xx_YY", "a"], "xx_YY"),
            (["--locale", "xx_YY", "a"], "xx_YY"),
            (["--format", "yaml", "a"], "unknown format 'yaml'"),
            (["--list", "planets"], "unknown --list 'planets'"),
            (["--list", "regions", "a"], "--list regions gives the values"),
            (["--list", "regions", "--sort"], "--sort does nothing with it"),
            (["--list", "regions", "--select", "Japan"], "--select 'Japan' is not a value"),
            (["--list", "languages", "--locale", "xx_YY"], "xx_YY"),
            (["--style", "list", "--wheel", "a,b", "--wheel", "c"], "--style list shows one list"),
            (["--style", "list", "--cyclic", "a", "b"], "--style list does not loop"),
            (["--style", "table", "a"], "unknown --style 'table'"),
            (["--view", "--format", "text", "a"], "--view prints JSON"),
            (["--view", "--locale", "xx_YY", "a"], "xx_YY"),
        ] as [([String], String)])
    func refusesBadInput(_ arguments: [String], message: String) throws {
        let run = try Run(["choose"] + arguments)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    /// Values that are not UTF-8, as an argument or on standard input.
    @Test func refusesInvalidUTF8() throws {
        let shell = URL(fileURLWithPath: "/bin/sh")
        let argument = try Run(
            program: shell, ["-c", #""$0" choose a "$(printf 'b\377')""#, Run.binary.path], environment: [:])
        #expect(argument.status == 64)
        #expect(argument.stderr == "datepick: argument 3 is not valid UTF-8\n")
        let term = try choose([], input: [0x61, 0x0A, 0xFF, 0x0A])
        let result = term.finish()
        #expect(result.status == 64)
        #expect(result.stderr == "datepick: standard input is not valid UTF-8\n")
    }

    static let cities = ["Bern", "Genève", "Lausanne", "Lugano", "Luzern", "Zug", "Zürich"]

    /// `--style list`: typing narrows the list, ignoring case and accents; Enter prints the value.
    @Test func listFilters() throws {
        let term = try choose(["--style", "list", "--locale", "en", "--title", "Which city?"] + Self.cities)
        #expect(term.waitFor("Which city?"))
        #expect(term.waitFor("type to filter"))
        #expect(term.waitFor("▶ Bern ◀"))
        term.type("ZUR")
        #expect(term.waitFor("▶ Zürich ◀"))
        #expect(term.waitFor("filter: ZUR"))
        accept(term, printing: "Zürich\n")
    }

    /// A filter that matches nothing says so, Enter does nothing then, and Backspace widens the list again.
    @Test func listEmptyFilter() throws {
        let term = try choose(["--style", "list", "--locale", "en"] + Self.cities)
        #expect(term.waitFor("▶ Bern ◀"))
        term.type("qx")
        #expect(term.waitFor("no value matches “qx”"))
        term.type(Self.enter + "\u{7F}\u{7F}" + "luz")
        #expect(term.waitFor("▶ Luzern ◀"))
        term.type(Self.enter)
        #expect(term.finish().stdout == "Luzern\n")
    }

    /// Tab jumps to the next index letter with values, Shift-Tab back; the letters of the locale are shown.
    @Test func listJumpsByIndexLetter() throws {
        let term = try choose(["--style", "list", "--locale", "en", "--format", "json"] + Self.cities)
        #expect(term.waitFor("[B] C D E F G H"))
        term.type(Self.tab)
        #expect(term.waitFor("▶ Genève ◀"))
        term.type(Self.tab + Self.tab)
        #expect(term.waitFor("▶ Zug ◀"))
        term.type("\u{1B}[Z")  // Shift-Tab
        #expect(term.waitFor("▶ Lausanne ◀"))
        term.type(Self.enter)
        let result = term.finish()
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["values"] as? [String] == ["Lausanne"] && object["rows"] as? [Int] == [2])
    }

    /// More than 60 values make a list without --style (the regions, in Japanese with its kana index); --style
    /// wheels keeps the wheels.
    @Test func listByDefaultForLongLists() throws {
        let term = try choose(["--list", "regions", "--locale", "ja"])
        #expect(term.waitFor("か さ た な は ま や ら わ"))
        term.type("日本")
        #expect(term.waitFor("▶ 日本 ◀"))
        term.type(Self.enter)
        #expect(term.finish().stdout == "JP\n")
        let wheels = try choose(["--list", "regions", "--locale", "en", "--style", "wheels", "--select", "JP"])
        #expect(wheels.waitFor("▶ Japan"))
        #expect(!wheels.screen.contains("type to filter"))
        wheels.type(Self.escape)
        #expect(wheels.finish().status == 1)
    }

    /// Right to left, the wheels are mirrored and each unit stands left of its value.
    @Test func mirroredInArabic() throws {
        let term = try choose(["--locale", "ar", "--wheel", "أ,ب", "--wheel", "1,2", "--unit", "كغ"])
        #expect(term.waitFor("كغ 1 · أ"))
        term.type(Self.enter)
        #expect(term.finish().stdout == "أ\t1\n")
    }

    /// `--view` prints the picker as data, as its schema says, without a terminal: the style, the unit, and the
    /// index letters with the first row under each.
    @Test func view() throws {
        let run = try Run(["choose", "--view", "--locale", "en", "--unit", "km", "--select", "Zug"] + Self.cities)
        #expect(run.status == 0)
        let value = try JSONValue(parsing: Array(run.stdout.utf8))
        let schemas = try JSONSchemas()
        #expect(schemas.errors(in: value, against: "choose-view.schema.json").isEmpty)
        #expect(value["style"] == .string("wheels") && value["direction"] == .string("ltr"))
        guard case .array(let wheels)? = value["wheels"], let wheel = wheels.first else {
            Issue.record("no wheels in \(run.stdout)")
            return
        }
        #expect(wheel["unit"] == .string("km") && wheel["selectedRow"] == .int(5))
        guard case .array(let index)? = wheel["index"] else {
            Issue.record("no index")
            return
        }
        #expect(index.count == 26)
        #expect(index[6] == .object([("label", .string("G")), ("kind", .string("letter")), ("row", .int(1))]))
        #expect(index[0]["row"] == .null)
        // The validator is not one that passes anything: an index entry without its row breaks the schema.
        guard case .object(var members) = value, case .object(var first) = wheel else { return }
        first.removeAll { $0.key == "index" }
        members.removeAll { $0.key == "wheels" }
        members.append(("wheels", .array([.object(first)])))
        #expect(!schemas.errors(in: .object(members), against: "choose-view.schema.json").isEmpty)
        let list = try Run(["choose", "--view", "--list", "timezones", "--locale", "ja"])
        let zones = try JSONValue(parsing: Array(list.stdout.utf8))
        #expect(zones["style"] == .string("list"))
        #expect(schemas.errors(in: zones, against: "choose-view.schema.json").isEmpty)
    }
}
