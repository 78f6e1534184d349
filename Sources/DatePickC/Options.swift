import CalendarEngine
import DateModes
import PickerJSON

extension PickerRequest {
    /// A request from the C library's options: a JSON object with the names of the JSON view, every key
    /// checked (an unknown one is an error, as an unknown option is to the command), every value of its type.
    ///
    /// - Throws: ``CallError`` naming the key and what it should be.
    init(optionsJSON text: String) throws(CallError) {
        self.init()
        guard !text.allSatisfy({ $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }) else { return }
        let value: JSONValue
        do {
            value = try JSONValue(parsing: Array(text.utf8))
        } catch {
            throw CallError("options: \(error)")
        }
        guard case .object(let members) = value else {
            throw CallError(
                "options: expected a JSON object, not \(value.typeName == "array" ? "an" : "a") \(value.typeName)")
        }
        let names = Option.allCases.map(\.rawValue)
        for (key, value) in members {
            guard let option = Option(rawValue: key) else {
                throw CallError(
                    "options: unknown key '\(LocaleError.printable(key))'; use " + names.joined(separator: ", "))
            }
            func string() throws(CallError) -> String {
                guard case .string(let text) = value else { throw Self.wrongType(key, "a string", value) }
                return text
            }
            func integer() throws(CallError) -> Int {
                switch value {
                case .int(let number): return number
                case .double(let number) where number.rounded() == number && abs(number) < 1e15: return Int(number)
                default: throw Self.wrongType(key, "a whole number", value)
                }
            }
            func flag() throws(CallError) -> Bool {
                guard case .bool(let flag) = value else { throw Self.wrongType(key, "true or false", value) }
                return flag
            }
            if case .null = value { continue }  // null is the default, as a key left out
            switch option {
            case .locale: locale = try string()
            case .mode:
                let name = try string()
                do {
                    mode = try PickerRequest.mode(named: name)
                } catch {
                    throw CallError(error.description)
                }
            case .calendar: calendar = try string()
            case .timeZone: timeZone = try string()
            case .date: date = try string()
            case .minuteInterval: minuteInterval = try integer()
            case .secondInterval: secondInterval = try integer()
            case .seconds: seconds = try flag()
            case .zoneWheel: zoneWheel = try flag()
            case .minimumDate: minimumDate = try string()
            case .maximumDate: maximumDate = try string()
            case .duration: duration = try integer()
            case .rounding:
                let name = try string()
                do {
                    rounding = try PickerRequest.rounding(named: name)
                } catch {
                    throw CallError(error.description)
                }
            }
        }
    }

    private static func wrongType(_ key: String, _ expected: String, _ value: JSONValue) -> CallError {
        CallError(
            "options: '\(key)' must be \(expected), not \(value.typeName == "array" || value.typeName == "object" ? "an" : "a") \(value.typeName)"
        )
    }
}
