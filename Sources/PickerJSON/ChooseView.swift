import CalendarEngine
import PickerModels

/// How `datepick choose` draws its values.
public enum ChooseStyle: String, Sendable, CaseIterable {
    /// Wheels, as the date picker's.
    case wheels
    /// One list with a filter and the locale's alphabetic index (``ValueList``).
    case list

    /// The style for wheels when none is asked for: a list for one wheel that does not loop and holds more than
    /// ``ValueList/automaticThreshold`` values, else wheels.
    public static func automatic(for wheels: [ValueWheel]) -> ChooseStyle {
        let long = wheels.count == 1 && !wheels[0].isCyclic && wheels[0].values.count > ValueList.automaticThreshold
        return long ? .list : .wheels
    }
}

/// What `datepick choose --view` prints (Schemas/choose-view.schema.json): the picker of values as data, without a
/// terminal: the locale, its direction, the style, and each wheel with its values, labels, groups, unit, loop, the
/// row selected at first and the locale's index letters over it.
public enum ChooseView {
    /// The view of wheels of values in a locale.
    ///
    /// ```swift
    /// try ChooseView.json([ValueWheel(["Bern", "Zug"])], locale: "en", style: .list).text
    /// // {"locale": "en", "direction": "ltr", "style": "list", "listThreshold": 60, "wheels": [{"values": …,
    /// //  "index": [{"label": "A", "kind": "letter", "row": null}, {"label": "B", "kind": "letter", "row": 0}, …]}]}
    /// ```
    ///
    /// - Throws: ``LocaleError`` for a locale that is refused, ``PickerError`` for wheels ``Picker/init(choosing:)``
    ///   refuses.
    public static func json(_ wheels: [ValueWheel], locale: String, style: ChooseStyle) throws -> JSONValue {
        let profile = try LocaleProfiles.shared.profile(for: locale)
        let index = try AlphabeticIndex(locale: locale)
        let picker = try Picker(choosing: wheels)
        var shown: [JSONValue] = []
        for (wheel, component) in zip(wheels, picker.components) {
            let list = try ValueList(wheel, index: index)
            shown.append(
                .object([
                    ("values", .strings(wheel.values)),
                    ("labels", .strings(list.labels)),
                    ("groups", wheel.groups.map(JSONValue.strings) ?? .null),
                    ("unit", .string(wheel.unit)),
                    ("cyclic", .bool(wheel.isCyclic)),
                    ("selectedRow", .int(component.selectedRow)),
                    (
                        "index",
                        .array(
                            list.index.map { entry in
                                .object([
                                    ("label", .string(entry.label)), ("kind", .string(kindName(entry.kind))),
                                    // Unfiltered, a position among the matches is the row.
                                    ("row", .int(entry.firstMatch)),
                                ])
                            })
                    ),
                ]))
        }
        return .object([
            ("locale", .string(profile.id)),
            ("direction", .string(profile.direction == .rtl ? "rtl" : "ltr")),
            ("style", .string(style.rawValue)),
            ("listThreshold", .int(ValueList.automaticThreshold)),
            ("wheels", .array(shown)),
        ])
    }

    private static func kindName(_ kind: AlphabeticIndex.Kind) -> String {
        switch kind {
        case .letter: "letter"
        case .underflow: "underflow"
        case .inflow: "inflow"
        case .overflow: "overflow"
        }
    }
}
