import Foundation
import PickerJSON
import Synchronization

/// The JSON Schemas in `Schemas/`, and a validator for the part of JSON Schema 2020-12 they use, so that the
/// tests hold every real output to its contract with nothing but the toolchain.
///
/// A keyword the validator does not know is itself reported: a schema cannot pass by using a keyword that is
/// silently ignored here.
public struct JSONSchemas: Sendable {
    /// The repository's `Schemas/` directory.
    public static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Schemas")

    /// The schemas by file name (`view.schema.json`).
    public let documents: [String: JSONValue]

    /// Reads every schema of ``directory``.
    public init() throws {
        var documents: [String: JSONValue] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
        where name.hasSuffix(".schema.json") {
            documents[name] = try JSONValue(parsing: Data(contentsOf: Self.directory.appendingPathComponent(name)))
        }
        self.documents = documents
    }

    /// Where `value` breaks the schema in file `name`: one line per fault, naming its JSON path; empty when it holds.
    public func errors(in value: JSONValue, against name: String) -> [String] {
        guard let schema = documents[name] else { return ["no schema \(name)"] }
        var errors: [String] = []
        check(value, schema, file: name, path: "$", errors: &errors)
        return errors
    }

    /// Compiled patterns, shared (NSRegularExpression is safe to use from several threads): compiling one for
    /// every string checked was most of a validation.
    private static let regexes = Mutex<[String: NSRegularExpression]>([:])

    private static func regex(_ pattern: String) -> NSRegularExpression? {
        if let known = regexes.withLock({ $0[pattern] }) { return known }
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
        regexes.withLock { $0[pattern] = regex }
        return regex
    }

    private func resolve(_ reference: String, from file: String) -> (JSONValue, String)? {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let target = parts[0].isEmpty ? file : String(parts[0])
        guard var node = documents[target] else { return nil }
        let pointer = parts.count > 1 ? parts[1] : ""
        for token in pointer.split(separator: "/") {
            guard let next = node[String(token)] else { return nil }
            node = next
        }
        return (node, target)
    }

    private func holds(_ value: JSONValue, _ schema: JSONValue, file: String) -> Bool {
        var errors: [String] = []
        check(value, schema, file: file, path: "$", errors: &errors)
        return errors.isEmpty
    }

    private static func isType(_ value: JSONValue, _ type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object),
            ("integer", .int), ("number", .int), ("number", .double):
            true
        case ("integer", .double(let number)): number == number.rounded()
        default: false
        }
    }

    private static func number(_ value: JSONValue) -> Double? {
        switch value {
        case .int(let number): Double(number)
        case .double(let number): number
        default: nil
        }
    }

    private func check(_ value: JSONValue, _ schema: JSONValue, file: String, path: String, errors: inout [String]) {
        if case .bool(let allowed) = schema {
            if !allowed { errors.append("\(path): nothing is allowed here") }
            return
        }
        guard case .object(let keywords) = schema else { return errors.append("\(path): the schema is not an object") }
        for (keyword, argument) in keywords {
            func fail(_ message: String) { errors.append("\(path): \(message)") }
            switch keyword {
            case "$schema", "$id", "$defs", "title", "description", "then", "else":
                continue
            case "$ref":
                guard case .string(let reference) = argument, let (target, targetFile) = resolve(reference, from: file)
                else {
                    fail("cannot resolve $ref \(argument)")
                    continue
                }
                check(value, target, file: targetFile, path: path, errors: &errors)
            case "type":
                let types: [String] =
                    switch argument {
                    case .string(let type): [type]
                    case .array(let types): types.compactMap { if case .string(let type) = $0 { type } else { nil } }
                    default: []
                    }
                if !types.contains(where: { Self.isType(value, $0) }) {
                    fail("\(value.typeName) is not \(types.joined(separator: " or "))")
                }
            case "enum":
                if case .array(let allowed) = argument, !allowed.contains(value) {
                    fail("\(value) is not one of \(allowed)")
                }
            case "const":
                if value != argument { fail("\(value) is not \(argument)") }
            case "properties":
                guard case .object(let members) = value, case .object(let properties) = argument else { continue }
                for member in members {
                    if let property = properties.first(where: { $0.key == member.key }) {
                        check(member.value, property.value, file: file, path: path + "." + member.key, errors: &errors)
                    }
                }
            case "required":
                guard case .object(let members) = value, case .array(let names) = argument else { continue }
                for case .string(let name) in names where !members.contains(where: { $0.key == name }) {
                    fail("'\(name)' is missing")
                }
            case "additionalProperties":
                guard case .object(let members) = value else { continue }
                var declared: Set<String> = []
                if case .object(let properties)? = schema["properties"] { declared = Set(properties.map(\.key)) }
                for member in members where !declared.contains(member.key) {
                    check(member.value, argument, file: file, path: path + "." + member.key, errors: &errors)
                }
            case "propertyNames":
                guard case .object(let members) = value else { continue }
                for member in members {
                    check(
                        .string(member.key), argument, file: file, path: path + "." + member.key + " (name)",
                        errors: &errors)
                }
            case "items":
                guard case .array(let elements) = value else { continue }
                for (index, element) in elements.enumerated() {
                    check(element, argument, file: file, path: path + "[\(index)]", errors: &errors)
                }
            case "minItems", "maxItems":
                guard case .array(let elements) = value, case .int(let bound) = argument else { continue }
                if keyword == "minItems" ? elements.count < bound : elements.count > bound {
                    fail("\(elements.count) items; \(keyword) \(bound)")
                }
            case "minimum", "maximum":
                guard let number = Self.number(value), let bound = Self.number(argument) else { continue }
                if keyword == "minimum" ? number < bound : number > bound {
                    fail("\(number) is past its \(keyword) \(bound)")
                }
            case "minLength":
                guard case .string(let text) = value, case .int(let bound) = argument else { continue }
                if text.unicodeScalars.count < bound { fail("'\(text)' is shorter than \(bound)") }
            case "pattern":
                guard case .string(let text) = value, case .string(let pattern) = argument else { continue }
                guard let regex = Self.regex(pattern) else {
                    fail("the pattern \(pattern) does not compile")
                    continue
                }
                if regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
                    fail("'\(text)' does not match \(pattern)")
                }
            case "allOf":
                guard case .array(let schemas) = argument else { continue }
                for each in schemas { check(value, each, file: file, path: path, errors: &errors) }
            case "anyOf", "oneOf":
                guard case .array(let schemas) = argument else { continue }
                let matching = schemas.count { holds(value, $0, file: file) }
                if keyword == "anyOf" ? matching == 0 : matching != 1 {
                    fail("\(matching) of \(keyword)'s \(schemas.count) schemas hold")
                }
            case "not":
                if holds(value, argument, file: file) { fail("matches what 'not' forbids") }
            case "if":
                let branch = holds(value, argument, file: file) ? schema["then"] : schema["else"]
                if let branch { check(value, branch, file: file, path: path, errors: &errors) }
            default:
                fail("the validator does not know the keyword '\(keyword)'")
            }
        }
    }
}
