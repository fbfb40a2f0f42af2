import Foundation

/// The keys one kind of schedule mapping may have, numbered from 0 in the order the format lists them.
protocol MappingKey: RawRepresentable, CaseIterable where RawValue == Int {
    /// The keys' names, for matching and for messages.
    static var table: KeyTable { get }
}

/// The names of a ``MappingKey`` type's keys, and their bytes for matching without making strings.
struct KeyTable: Sendable {
    let names: [String]
    /// Every name's UTF-8, one after another, and where each starts and ends.
    private let utf8: [UInt8]
    private let ranges: [Range<Int>]

    init<Key: MappingKey>(_: Key.Type) {
        names = Key.allCases.map { "\($0)" }
        var utf8: [UInt8] = []
        var ranges: [Range<Int>] = []
        for name in names {
            ranges.append(utf8.count..<(utf8.count + name.utf8.count))
            utf8.append(contentsOf: name.utf8)
        }
        self.utf8 = utf8
        self.ranges = ranges
    }

    /// The key a node names, when it is a scalar whose text is one of ours.
    func key<Key: MappingKey>(named node: Int32, in tree: YAMLTree) -> Key? {
        let written = tree[node]
        guard written.kind == .scalar else { return nil }
        let count = Int(written.count)
        return tree.bytes.withUnsafeBufferPointer { text in
            utf8.withUnsafeBufferPointer { names in
                for (index, range) in ranges.enumerated() where range.count == count {
                    if count == 0 || memcmp(text.baseAddress! + Int(written.start), names.baseAddress! + range.lowerBound, count) == 0 {
                        return Key(rawValue: index)
                    }
                }
                return nil
            }
        }
    }
}

/// A mapping's entries by key, as ``ScheduleReader/fields(of:in:_:required:)`` found them.
struct Fields<Key: MappingKey> {
    private var slots = [(key: Int32, value: Int32)?](repeating: nil, count: Key.allCases.count)

    subscript(key: Key) -> (key: Int32, value: Int32)? {
        get { slots[key.rawValue] }
        set { slots[key.rawValue] = newValue }
    }
}

/// The elements of a list, or a single scalar standing for a list of one.
struct NodeList: RandomAccessCollection {
    private let elements: ArraySlice<Int32>
    private let single: Int32?

    init(elements: ArraySlice<Int32>) {
        self.elements = elements
        single = nil
    }

    init(single: Int32) {
        elements = []
        self.single = single
    }

    var startIndex: Int { 0 }
    var endIndex: Int { single == nil ? elements.count : 1 }

    subscript(position: Int) -> Int32 {
        single ?? elements[elements.startIndex + position]
    }
}

/// The keys of the schedule itself.
enum ScheduleKey: Int, MappingKey {
    case version, timeZone, lookAhead, grouping, gap, fold, widgets, relevance
    static let table = KeyTable(Self.self)
}

/// The keys of a widget declaration.
enum WidgetKey: Int, MappingKey {
    case kind, intent, pinned
    static let table = KeyTable(Self.self)
}

/// The keys of a relevance entry.
enum EntryKey: Int, MappingKey {
    case id, widget, intent, parameters, kind, weight, timeZone, windows, `repeat`
    static let table = KeyTable(Self.self)
}

/// The keys of a one-off window.
enum WindowKey: Int, MappingKey {
    case start, end, duration, date, timeZone, gap, fold
    static let table = KeyTable(Self.self)
}

/// The keys of a repeat rule.
enum RuleKey: Int, MappingKey {
    case every, interval, on, days, months, at, allDay, duration, end, from, until, count
    case except, add, timeZone, gap, fold, invalidDay, weekStart
    static let table = KeyTable(Self.self)
}
