import CalendarEngine
import PickerModels
import Testing

/// The list presentation of many values: filtering by the locale's folding, the selection and its neighbours,
/// and jumping by the locale's index letters.
@Suite("ValueList: a long list with a filter and an index")
struct ValueListTests {
    static let cities = ["Bern", "Genève", "Lausanne", "Lugano", "Luzern", "Zug", "Zürich"]

    func list(_ values: [String], locale: String = "en", selected: String? = nil, groups: [String]? = nil) throws
        -> ValueList
    {
        try ValueList(ValueWheel(values, selected: selected, groups: groups), index: AlphabeticIndex(locale: locale))
    }

    /// Typing narrows the list ignoring case and accents; Backspace widens it again.
    @Test func filtersIgnoringCaseAndAccents() throws {
        var list = try list(Self.cities)
        list.type("ZUR")
        #expect(list.matches.map { list.values[$0] } == ["Zürich"])
        list.setFilter("geneve")
        #expect(list.selectedValue == "Genève")
        list.setFilter("lu")
        #expect(list.matches.map { list.values[$0] } == ["Lugano", "Luzern"])
        list.deleteBackward()
        #expect(list.filter == "l" && list.matches.count == 3)  // Lausanne, Lugano, Luzern
        list.deleteBackward()
        #expect(list.matches.count == Self.cities.count)
        list.deleteBackward()  // nothing left to delete
        #expect(list.filter.isEmpty)
    }

    /// A filter that matches nothing leaves no selection and no presentation; widening it brings them back.
    @Test func emptyResult() throws {
        var list = try list(Self.cities, selected: "Zug")
        list.type("xq")
        #expect(list.matches.isEmpty && list.selectedValue == nil && list.presentation == nil)
        list.step(by: 1)
        list.jump(by: 1)
        #expect(list.position == nil)
        list.deleteBackward()
        list.deleteBackward()
        #expect(list.selectedValue == "Bern")  // nothing was selected: the first match
    }

    /// The selection stays on its value while the filter still matches it.
    @Test func selectionSurvivesNarrowing() throws {
        var list = try list(Self.cities, selected: "Luzern")
        list.type("u")
        #expect(list.selectedValue == "Luzern")
        list.type("g")  // Lugano, Zug: Luzern goes, the first match is selected
        #expect(list.selectedValue == "Lugano")
    }

    @Test func presentation() throws {
        var list = try list(Self.cities, selected: "Genève")
        let shown = try #require(list.presentation)
        #expect(shown.previous == "Bern" && shown.current == "Genève" && shown.next == "Lausanne")
        #expect(shown.caption == "G")  // the index letter, for values without a group
        #expect(shown.indicator == nil)  // seven values: a glance takes them in
        list.step(by: -5)
        #expect(list.presentation?.previous == nil && list.presentation?.current == "Bern")
        let many = try self.list((1...20).map { "item \($0)" }, selected: "item 3")
        #expect(many.presentation?.indicator?.index == 3 && many.presentation?.indicator?.count == 20)
    }

    /// The index shows every letter of the locale, each with its first match; a jump goes letter by letter,
    /// passing letters without values, and back to the start of the letter first.
    @Test func jumpsByLetter() throws {
        var list = try list(Self.cities)
        let index = list.index
        #expect(index.map(\.label) == "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init))
        #expect(index[1].firstMatch == 0 && index[6].firstMatch == 1 && index[11].firstMatch == 2)
        #expect(index[0].firstMatch == nil)
        list.jump(by: 1)
        #expect(list.selectedValue == "Genève")
        list.jump(by: 2)  // G → L → Z
        #expect(list.selectedValue == "Zug")
        list.step(by: 1)
        list.jump(by: -1)  // from Zürich to the first Z
        #expect(list.selectedValue == "Zug")
        list.jump(by: -1)
        #expect(list.selectedValue == "Lausanne")
        list.jump(by: 9)  // stops at the last letter with values
        #expect(list.selectedValue == "Zug")
        list.jump(toIndexEntry: 6)
        #expect(list.selectedValue == "Genève")
        list.jump(toIndexEntry: 0)  // A has no value: nothing happens
        #expect(list.selectedValue == "Genève")
        #expect(list.index[list.currentIndexEntry ?? -1].label == "G")
    }

    /// The letters follow the filter: only the letters of what matches have a first match.
    @Test func indexFollowsFilter() throws {
        var list = try list(Self.cities)
        list.type("zu")
        #expect(list.index.filter { $0.firstMatch != nil }.map(\.label) == ["Z"])
    }

    /// Japanese values are indexed by their gojūon row; Latin ones sort before the kana (CLDR's root order puts
    /// Latin before Hiragana and Katakana) and fall in the bucket before the letters.
    @Test func japaneseIndex() throws {
        var list = try list(["あさひ", "かわ", "さくら", "とうきょう", "Zebra"], locale: "ja")
        let entries = list.index.filter { $0.firstMatch != nil }
        #expect(entries.map(\.label) == ["…", "あ", "か", "さ", "た"])
        list.jump(by: 3)
        #expect(list.selectedValue == "とうきょう")
    }

    /// Values with groups are captioned and indexed by their group, and a filter matches the group's name too.
    @Test func groups() throws {
        var list = try list(
            ["Asia/Tokyo", "America/New_York", "America/Chicago"], groups: ["Japan", "United States", "United States"])
        #expect(list.presentation?.caption == "Japan")
        #expect(list.index.filter { $0.firstMatch != nil }.map(\.label) == ["J", "U"])
        list.type("united")
        #expect(list.matches == [1, 2])
    }

    @Test func refusesBadWheels() throws {
        let index = try AlphabeticIndex(locale: "en")
        #expect(throws: PickerError.self) { try ValueList(ValueWheel([]), index: index) }
        #expect(throws: PickerError.self) { try ValueList(ValueWheel(["a"], selected: "b"), index: index) }
        #expect(throws: PickerError.self) { try ValueList(ValueWheel(["a"], groups: []), index: index) }
    }
}
