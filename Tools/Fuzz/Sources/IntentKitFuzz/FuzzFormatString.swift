import IntentLocalization

/// The format-string scanner and `StringFormatter`: the scanner's tokens spell the input again, and formatting with any arguments never traps.
///
/// Input: a locale byte, an argument-count byte, arguments (a kind byte and eight value bytes each), then the
/// format, the `one` form and the `other` form of every substitution, separated by NUL bytes.
enum FuzzFormatString {
    static let locales = ["en", "ru", "ar", "ja", "fr", "cy", "pl", "he"]

    static func run(_ bytes: [UInt8]) {
        var reader = ByteReader(bytes)
        let locale = locales[Int(reader.byte() % UInt8(locales.count))]
        let count = Int(reader.byte() % 6)
        var arguments: [FormatArgument] = []
        for _ in 0..<count {
            let kind = reader.byte() % 3
            let raw = reader.word()
            switch kind {
            case 0: arguments.append(.integer(Int(truncatingIfNeeded: raw)))
            case 1: arguments.append(.double(Double(bitPattern: raw)))
            default: arguments.append(.string(String(decoding: reader.bytes(Int(raw % 16)), as: UTF8.self)))
            }
        }
        let parts = reader.rest.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        let format = parts[0]
        let one = parts.count > 1 ? parts[1] : "%d item"
        let other = parts.count > 2 ? parts[2] : "%d items"

        // The scanner: tokens spell the format again (substitutions are rebuilt from their parts, so only without them).
        let tokens = FormatParser.tokens(in: format)
        var spelled = ""
        var names: Set<String> = []
        for token in tokens {
            switch token {
            case .literal(let text): spelled += text
            case .percent: spelled += "%%"
            case .specifier(let specifier): spelled += specifier.text
            case .invalid(let text, let reason):
                FuzzCheck.expect(!reason.isEmpty, "an invalid token without a reason")
                spelled += text
            case .substitution(let name, _): names.insert(name)
            }
        }
        if names.isEmpty {
            FuzzCheck.expect(spelled == format, "the tokens do not spell the format: \(tokens)")
        }
        var placeholders = 0
        FormatParser.forEachPlaceholder(in: format) { _, _ in placeholders += 1 }

        // The formatter: any result, never a trap.
        var substitutions: [String: Substitution] = [:]
        for (index, name) in names.sorted().enumerated() {
            substitutions[name] = Substitution(
                argumentNumber: index % 2 == 0 ? nil : index,
                formatSpecifier: index % 3 == 0 ? "d" : "lf",
                plural: [.one: LocalizedValue(unit: StringUnit(one)), .other: LocalizedValue(unit: StringUnit(other))]
            )
        }
        switch StringFormatter(locale: locale).format(format, arguments: arguments, substitutions: substitutions) {
        case .success: break
        case .failure(let error): FuzzCheck.expect(!error.message.isEmpty, "a format error with no message")
        }
    }
}

/// Reads fuzz input piece by piece, with zeros past its end.
struct ByteReader {
    let data: [UInt8]
    var index = 0

    init(_ data: [UInt8]) { self.data = data }

    mutating func byte() -> UInt8 {
        guard index < data.count else { return 0 }
        defer { index += 1 }
        return data[index]
    }

    mutating func word() -> UInt64 {
        var value: UInt64 = 0
        for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
        return value
    }

    mutating func bytes(_ count: Int) -> ArraySlice<UInt8> {
        let end = min(index + count, data.count)
        defer { index = max(index, end) }
        return data[min(index, data.count)..<end]
    }

    var rest: ArraySlice<UInt8> { data[min(index, data.count)...] }
}
