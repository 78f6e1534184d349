import CalendarEngine
import Foundation
let ids = Array(CommandLine.arguments.dropFirst())
do {
    let e = JSONEncoder(); e.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    for id in ids { print(String(decoding: try e.encode(try LocaleProfiles.shared.profile(for: id)), as: UTF8.self)) }
} catch { print("error: \(error)") }
