import Diagnostics
import Foundation

extension LocalizableString {
    /// Uses in a compact form of their own, which ``unpacked(_:)`` reads back.
    ///
    /// A run that changed one file reads every other file's kept strings back from the cache: through Codable, that
    /// cost more than the rest of the strings stage. The form is a table of the distinct texts (keys, tables, values,
    /// comments, bundles, paths), then each use as its fields' numbers in that table, its origin, line and column.
    package static func packed(_ uses: [LocalizableString]) -> [UInt8] {
        var texts: [String] = []
        var numbers: [String: Int] = [:]
        func number(_ text: String) -> UInt64 {
            if let known = numbers[text] { return UInt64(known) }
            numbers[text] = texts.count
            texts.append(text)
            return UInt64(texts.count - 1)
        }
        var body = PackWriter()
        body.bytes.reserveCapacity(uses.count * 8)
        body.unsigned(UInt64(uses.count))
        for use in uses {
            var flags: UInt8 = 0
            if use.table != nil { flags |= Flag.table }
            if use.defaultValue != nil { flags |= Flag.defaultValue }
            if use.comment != nil { flags |= Flag.comment }
            if use.location.line != nil { flags |= Flag.line }
            if use.location.column != nil { flags |= Flag.column }
            switch use.bundle {
            case .main: break
            case .module: flags |= Flag.module
            case .other: flags |= Flag.otherBundle
            }
            body.bytes.append(flags)
            body.bytes.append(code(of: use.origin))
            body.unsigned(number(use.key))
            if let table = use.table { body.unsigned(number(table)) }
            if let value = use.defaultValue { body.unsigned(number(value)) }
            if let comment = use.comment { body.unsigned(number(comment)) }
            if case .other(let bundle) = use.bundle { body.unsigned(number(bundle)) }
            body.unsigned(number(use.location.file))
            if let line = use.location.line { body.int(line) }
            if let column = use.location.column { body.int(column) }
        }
        var writer = PackWriter()
        writer.bytes.reserveCapacity(body.bytes.count + texts.reduce(0) { $0 + $1.utf8.count + 1 } + 4)
        writer.strings(texts)
        writer.bytes.append(contentsOf: body.bytes)
        return writer.bytes
    }

    /// The uses a packed form holds, or `nil` when the bytes are not one ``packed(_:)`` wrote (cut short, with bytes
    /// left over, or with a field out of range).
    package static func unpacked<Bytes: ContiguousBytes>(_ bytes: Bytes) -> [LocalizableString]? {
        bytes.withUnsafeBytes { buffer -> [LocalizableString]? in
            var reader = PackReader(buffer: buffer)
            guard let texts = reader.strings(), let count = reader.count() else { return nil }
            func text(_ reader: inout PackReader) -> String? {
                guard let number = reader.unsigned(), number < UInt64(texts.count) else { return nil }
                return texts[Int(number)]
            }
            var uses: [LocalizableString] = []
            uses.reserveCapacity(count)
            for _ in 0..<count {
                guard let flags = reader.byte(), flags & ~Flag.all == 0, flags & Flag.bundles != Flag.bundles,
                      let origin = reader.byte().flatMap(origin(of:)), let key = text(&reader)
                else { return nil }
                var use = LocalizableString(key: key, origin: origin, location: SourceLocation(file: ""))
                if flags & Flag.table != 0 { guard let table = text(&reader) else { return nil }; use.table = table }
                if flags & Flag.defaultValue != 0 { guard let value = text(&reader) else { return nil }; use.defaultValue = value }
                if flags & Flag.comment != 0 { guard let comment = text(&reader) else { return nil }; use.comment = comment }
                if flags & Flag.module != 0 { use.bundle = .module }
                if flags & Flag.otherBundle != 0 { guard let bundle = text(&reader) else { return nil }; use.bundle = .other(bundle) }
                guard let file = text(&reader) else { return nil }
                var line: Int?, column: Int?
                if flags & Flag.line != 0 { guard let value = reader.int() else { return nil }; line = value }
                if flags & Flag.column != 0 { guard let value = reader.int() else { return nil }; column = value }
                use.location = SourceLocation(file: file, line: line)
                if let column { use.location.column = column }
                uses.append(use)
            }
            return reader.isAtEnd ? uses : nil
        }
    }

    /// The bits of a packed use's first byte: which optional fields follow, and which bundle.
    private enum Flag {
        static let table: UInt8 = 1, defaultValue: UInt8 = 2, comment: UInt8 = 4, line: UInt8 = 8, column: UInt8 = 16
        static let module: UInt8 = 32, otherBundle: UInt8 = 64
        static let bundles: UInt8 = module | otherBundle
        static let all: UInt8 = table | defaultValue | comment | line | column | bundles
    }

    private static func code(of origin: Origin) -> UInt8 {
        switch origin {
        case .swiftUI: 0
        case .stringLocalized: 1
        case .resource: 2
        case .nsLocalizedString: 3
        case .declared: 4
        case .appShortcutPhrase: 5
        }
    }

    private static func origin(of code: UInt8) -> Origin? {
        let origins: [Origin] = [.swiftUI, .stringLocalized, .resource, .nsLocalizedString, .declared, .appShortcutPhrase]
        return code < origins.count ? origins[Int(code)] : nil
    }
}
