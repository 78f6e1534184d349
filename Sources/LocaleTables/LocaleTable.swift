import CalendarEngine
import PickerModels
import FoundationEssentials

/// One locale's conformance table: everything the matrix reports, and each picker mode's wheels at a fixed
/// moment, as `LocaleData/locales/<id>.json` holds it.
public struct LocaleTable: Codable, Sendable, Hashable {
    /// The ICU version the table came from.
    public var icuVersion: String
    /// The CLDR version of ICU's data.
    public var cldrVersion: String
    /// The locale id as ICU lists it.
    public var locale: String
    /// The matrix row: orders, hour cycle, calendar, digits, direction, first weekday, names, patterns.
    public var profile: LocaleMatrix.Entry
    /// Each mode's wheels, by mode name.
    public var modes: [String: ModeTable]

    /// One mode of the picker at the reference moment.
    public struct ModeTable: Codable, Sendable, Hashable {
        /// How the wheels' order was derived: skeleton → pattern → order.
        public var explanation: [String]
        /// The picker's value as `datepick pick` prints it.
        public var value: String
        /// The wheels, leading to trailing.
        public var wheels: [WheelTable]

        func write(to json: inout PrettyJSON) {
            json.object { json in
                json.member("explanation", strings: explanation)
                json.member("value", value)
                json.member("wheels") { $0.array(wheels.count) { wheels[$1].write(to: &$0) } }
            }
        }
    }

    /// One wheel.
    public struct WheelTable: Codable, Sendable, Hashable {
        /// What the wheel sets (year, month, day, date, hour, minute, second, dayPeriod).
        public var field: String
        /// The wheel's localized title.
        public var title: String?
        /// How many rows the wheel has at the reference moment.
        public var rows: Int
        /// Whether the wheel loops.
        public var cyclic: Bool
        /// The selected row's label.
        public var selected: String
        /// Up to two rows either side of the selection and the selection, as the wheel shows them.
        public var sample: [String]
        /// The unit labels of the rows for 0, 1, 2 and 5 (countdown wheels), showing the plural forms.
        public var units: [String]?

        func write(to json: inout PrettyJSON) {
            json.object { json in
                json.member("cyclic", cyclic)
                json.member("field", field)
                json.member("rows", rows)
                json.member("sample", strings: sample)
                json.member("selected", selected)
                if let title { json.member("title", title) }
                if let units { json.member("units", strings: units) }
            }
        }
    }

    /// Writes the table as JSON, with the keys its Codable conformance writes (nil titles and units left out).
    func write(to json: inout PrettyJSON) {
        json.object { json in
            json.member("cldrVersion", cldrVersion)
            json.member("icuVersion", icuVersion)
            json.member("locale", locale)
            json.member("modes") { $0.object(sorting: modes) { $1.write(to: &$0) } }
            json.member("profile") { profile.write(to: &$0) }
        }
    }

    /// The moment every table shows: 2026-11-30T14:05:00Z, in UTC; also "today" for the dateAndTime wheel.
    public static let referenceDate = Date(timeIntervalSince1970: 1_796_047_500)
    /// The countdown's duration in the tables: one hour and one minute.
    public static let referenceDuration = 3660

    /// Builds a locale's table from the engine and the picker models.
    public init(locale: String) throws {
        let matrix = try LocaleMatrix(ids: [locale])
        icuVersion = matrix.icuVersion
        cldrVersion = matrix.cldrVersion
        self.locale = locale
        profile = matrix.locales[0]
        var modes: [String: ModeTable] = [:]
        for mode in DatePickerMode.allCases {
            let model: AnyPickerModel =
                mode.holdsDuration
                ? .countdown(
                    try CountdownPicker(CountdownConfiguration(locale: locale), duration: Self.referenceDuration))
                : .date(
                    try DatePicker(
                        DatePickerConfiguration(mode: mode, locale: locale, timeZone: "UTC"),
                        date: Self.referenceDate, today: Self.referenceDate))
            modes[mode.rawValue] = ModeTable(
                explanation: model.explanation,
                value: model.isoString,
                wheels: model.wheels.map { wheel in
                    let component = wheel.component
                    return WheelTable(
                        field: wheel.field.rawValue, title: component.title, rows: component.rows.count,
                        cyclic: component.isCyclic, selected: component.selected.label,
                        sample: Self.sample(component), units: Self.units(component))
                })
        }
        self.modes = modes
    }

    static func sample(_ component: PickerComponent) -> [String] {
        component.window(radius: 2).compactMap { $0?.label }
    }

    static func units(_ component: PickerComponent) -> [String]? {
        // Only the sampled rows are read: reading a row formats its label.
        let units = [0, 1, 2, 5].filter { component.rows.indices.contains($0) }.map { component.rows[$0].unitLabel }
        guard units.contains(where: { $0 != nil }) else { return nil }
        return units.map { $0 ?? "" }
    }
}
