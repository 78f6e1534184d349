import CalendarEngine
import Testing

/// Rules every locale ICU lists must keep, whatever its data.
@Suite("Invariants over every locale")
struct AllLocalesInvariantTests {
    static let profiles: [String: LocaleProfile] = {
        let ids = LocaleProfiles.availableLocales
        let profiles = (try? LocaleProfiles.shared.profiles(for: ids)) ?? []
        return Dictionary(uniqueKeysWithValues: zip(ids, profiles))
    }()

    @Test func icuListsEveryLocaleAndEachDerives() {
        #expect(LocaleProfiles.availableLocales.count >= 800, "ICU 72 lists 805")
        #expect(Self.profiles.count == LocaleProfiles.availableLocales.count)
        #expect(LocaleProfiles.icuVersion.split(separator: ".").count >= 2)
    }

    @Test func ordersArePermutations() {
        for (id, profile) in Self.profiles {
            #expect(
                profile.dateOrder.sorted(by: { $0.rawValue < $1.rawValue }) == [.day, .month, .year],
                "\(id): \(profile.dateLayout.explanation)")
            #expect(
                Set(profile.timeOrder).subtracting([.dayPeriod]) == [.hour, .minute],
                "\(id): \(profile.timeLayout.explanation)")
            #expect(Set(profile.timeOrder).count == profile.timeOrder.count, "\(id)")
            #expect(profile.dateLayout.separators.count == profile.dateLayout.fields.count + 1, "\(id)")
        }
    }

    @Test func hourCycleAgreesWithTheTimePattern() {
        for (id, profile) in Self.profiles {
            let letter = profile.timeLayout.fields.first { $0.field == .hour }?.symbol.first
            #expect(
                letter.flatMap(HourCycle.init(patternLetter:)) == profile.hourCycle,
                "\(id): \(profile.hourCycle) vs \(profile.timeLayout.pattern)")
            #expect(
                profile.timeOrder.contains(.dayPeriod) == profile.hourCycle.usesDayPeriod,
                "\(id): \(profile.timeLayout.pattern)")
        }
    }

    @Test func namesAreCompleteNonEmptyAndDistinct() {
        for (id, profile) in Self.profiles {
            let monthCount = profile.months.standalone.wide.count
            #expect(monthCount == 12 || monthCount == 13, "\(id)")
            for names in [
                profile.months.standalone.wide, profile.months.format.wide,
                profile.weekdays.standalone.wide, profile.weekdays.format.wide, profile.amPm,
            ] {
                #expect(!names.contains(""), "\(id): empty name in \(names)")
                #expect(Set(names).count == names.count, "\(id): repeated name in \(names)")
            }
            for widths in [profile.weekdays.format, profile.weekdays.standalone] {
                #expect(
                    [widths.wide, widths.abbreviated, widths.short, widths.narrow].allSatisfy { $0.count == 7 }, "\(id)"
                )
            }
            for widths in [profile.months.format, profile.months.standalone] {
                #expect(
                    [widths.abbreviated, widths.narrow].allSatisfy { $0.count == monthCount && !$0.contains("") },
                    "\(id)")
            }
            #expect(profile.amPm.count == 2, "\(id)")
            #expect(!profile.eras.wide.isEmpty && !profile.eras.wide.contains(""), "\(id)")
            for field in [DateField.year, .month, .day, .hour, .minute] {
                #expect(!(profile.fieldTitles[field] ?? "").isEmpty, "\(id): no title for \(field)")
            }
        }
    }

    @Test func digitsWeekAndDirectionAreWellFormed() {
        for (id, profile) in Self.profiles {
            #expect(profile.digits.count == 10 && Set(profile.digits).count == 10, "\(id)")
            #expect((1...7).contains(profile.firstWeekday), "\(id)")
            #expect((1...7).contains(profile.minimalDaysInFirstWeek), "\(id)")
            #expect(!profile.calendar.isEmpty && !profile.numberingSystem.isEmpty, "\(id)")
            #expect(!profile.dataLocale.isEmpty, "\(id)")
        }
    }
}
