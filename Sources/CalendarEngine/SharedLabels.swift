/// Wheel labels shared by the ``CalendarContext``s of locales that format alike: the same ``DataSource``
/// origins (ICU's date symbols and number elements come from the same locales), calendar and zone.
///
/// `de_DE` and `de`, or `ja_JP` and `ja`, write the same year, month and day names; in `datepick tables` the
/// 341 locales that share another's data found their labels here instead of opening formatters of their own.
/// Only labels whose pattern has no week or zone field are shared: week numbers and local weekday numbers
/// follow the region's first weekday, and zone names the region's preferred metazone names (`pt_CV` in Brussels
/// writes `GMT+1` where `pt` writes `CET`), neither of which a data source holds.
final class SharedLabels: Sendable {
    private let labels = Locked([LabelCacheKey: String](minimumCapacity: 128))

    /// The labels of a profile's data in a zone; nil for a profile with keywords (a numbering system or
    /// calendar of its own) or when ICU cannot say where the data comes from.
    static func shared(profile: LocaleProfile, zone: String, engine: LocaleProfiles) -> SharedLabels? {
        guard !profile.id.contains("@"),
            let origins = DataSource.origins(of: DataSource.resources, in: profile.id)
        else { return nil }
        let key = (origins + [profile.calendar, zone]).concatenated(separator: " ")
        return engine.labels.value(for: key, limit: 256) { SharedLabels() }
    }

    /// Whether labels of a pattern may be shared: none of its letters depends on the first weekday or the
    /// minimal days of the first week (`w`, `W`, `Y`, `e`, `c`, `F`) or names a zone (`z`, `Z`, `v`, `V`, `O`,
    /// `X`, `x`), even inside quotes.
    static func canShare(_ pattern: String) -> Bool {
        for byte in pattern.utf8 {
            switch byte {
            case UInt8(ascii: "w"), UInt8(ascii: "W"), UInt8(ascii: "Y"), UInt8(ascii: "e"), UInt8(ascii: "c"),
                UInt8(ascii: "F"), UInt8(ascii: "z"), UInt8(ascii: "Z"), UInt8(ascii: "v"), UInt8(ascii: "V"),
                UInt8(ascii: "O"), UInt8(ascii: "X"), UInt8(ascii: "x"):
                return false
            default:
                continue
            }
        }
        return true
    }

    /// The locale's word for today (``CalendarContext/todayName()``), once one context has asked ICU for it.
    private let today = Locked<String?>(nil)

    func label(_ key: LabelCacheKey) -> String? { labels.withLock { $0[key] } }

    var todayName: String? {
        get { today.withLock { $0 } }
        set { today.withLock { $0 = newValue } }
    }

    func store(_ label: String, for key: LabelCacheKey) {
        labels.withLock { $0.set(label, for: key, emptyingPast: 1024) }
    }
}
