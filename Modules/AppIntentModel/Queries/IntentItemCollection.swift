/// A list of options, optionally in titled sections (iOS 16).
public struct IntentItemCollection<Result: _IntentValue>: ResultsCollection, @unchecked Sendable {
    public typealias Element = Result

    /// The prompt shown above the list.
    public var promptLabel: LocalizedStringResource?
    /// Whether the list shows an alphabetical index.
    public var usesIndexedCollation: Bool
    /// The sections.
    public var sections: [IntentItemSection<Result>]

    /// A collection of sections.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, sections: [IntentItemSection<Result>]) {
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
        self.sections = sections
    }

    /// A collection of items in one untitled section.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [IntentItem<Result>]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: [IntentItemSection(items: items)])
    }

    /// A collection of values, shown by their own display representations, in one untitled section.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Result]) where Result: DisplayRepresentable {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, items: items.map { IntentItem($0) })
    }

    /// A collection built section by section.
    public init(
        promptLabel: LocalizedStringResource? = nil,
        usesIndexedCollation: Bool = false,
        @IntentItemSection<Result>.Builder sectionsBuilder: () -> [IntentItemSection<Result>]
    ) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: sectionsBuilder())
    }

    public var _sections: [IntentItemSection<Result>] { sections }
}

/// A section of options, with or without a title.
public struct IntentItemSection<Result: _IntentValue>: @unchecked Sendable {
    /// Builds the sections of an `IntentItemCollection`: sections, or items with no section.
    public typealias Builder = IntentItemSectionBuilder<Result>

    /// The title; `nil` for an untitled section.
    public var title: LocalizedStringResource?
    /// A line under the title.
    public var subtitle: LocalizedStringResource?
    /// An image beside the title.
    public var image: DisplayRepresentation.Image?
    /// The options.
    public var items: [IntentItem<Result>]
    /// Whether the section holds items a builder found outside any section.
    var isLoose = false

    /// A section of items.
    public init(_ title: LocalizedStringResource?, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil, items: [IntentItem<Result>]) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.items = items
    }

    /// A section of values (iOS 16.4).
    public init(_ title: LocalizedStringResource?, items: [Result]) {
        self.init(title, items: items.map { IntentItem($0) })
    }

    /// A section without a title, as in a list that needs no headings.
    public init(items: [IntentItem<Result>]) {
        self.init(nil, items: items)
    }

    /// A titled section of items (the iOS 16 spelling).
    @available(*, deprecated, renamed: "init(_:items:)")
    public init(title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.init(title, items: items)
    }

    /// A section built item by item; the title may be left out.
    public init(_ title: LocalizedStringResource? = nil, @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]) {
        self.init(title, items: itemsBuilder())
    }

    /// A titled section with a subtitle and an image, built item by item.
    public init(
        _ title: LocalizedStringResource,
        subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil,
        @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
    ) {
        self.init(title, subtitle: subtitle, image: image, items: itemsBuilder())
    }
}

/// One option: a value, with a title, subtitle and image of its own if the list should not use the value's.
public struct IntentItem<Result: _IntentValue>: @unchecked Sendable {
    /// Builds the items of an `IntentItemSection`: items, or bare values shown as themselves.
    public typealias Builder = IntentItemsBuilder<Result>

    /// The value.
    public var value: Result
    /// The title shown instead of the value's own.
    public var title: LocalizedStringResource?
    /// A line under the title.
    public var subtitle: LocalizedStringResource?
    /// An image.
    public var image: DisplayRepresentation.Image?

    /// Creates an item.
    public init(_ value: Result, title: LocalizedStringResource? = nil, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// The text the list shows.
    public var displayText: String { title?.fallbackText ?? value._displayText ?? "" }
}

/// Builds the sections of an `IntentItemCollection` (`IntentItemSection.Builder`).
///
/// Items given outside a section go together into untitled sections.
@resultBuilder
public enum IntentItemSectionBuilder<Result: _IntentValue> {
    /// Takes `IntentItemSection<Result>`, written in the block, as one of its parts.
    public static func buildExpression(_ section: IntentItemSection<Result>) -> [IntentItemSection<Result>] { [section] }
    /// Takes `[IntentItemSection<Result>]`, written in the block, as one of its parts.
    public static func buildExpression(_ sections: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { sections }
    /// Takes `IntentItem<Result>`, written in the block, as one of its parts.
    public static func buildExpression(_ item: IntentItem<Result>) -> [IntentItemSection<Result>] {
        var section = IntentItemSection(items: [item])
        section.isLoose = true
        return [section]
    }
    /// Joins the parts of a block, in order.
    public static func buildBlock(_ parts: [IntentItemSection<Result>]...) -> [IntentItemSection<Result>] {
        var sections: [IntentItemSection<Result>] = []
        for section in parts.joined() {
            if section.isLoose, let last = sections.last, last.isLoose {
                sections[sections.count - 1].items += section.items
            } else {
                sections.append(section)
            }
        }
        return sections
    }
    /// The parts of a `for` loop, in order.
    public static func buildArray(_ parts: [[IntentItemSection<Result>]]) -> [IntentItemSection<Result>] { parts.flatMap { $0 } }
    /// The parts of an `if` without an `else`, or none.
    public static func buildOptional(_ part: [IntentItemSection<Result>]?) -> [IntentItemSection<Result>] { part ?? [] }
    /// The parts of the first branch of an `if`–`else` or a `switch`.
    public static func buildEither(first: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { first }
    /// The parts of the second branch of an `if`–`else` or a `switch`.
    public static func buildEither(second: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { second }
}

/// Builds the items of an `IntentItemSection` (`IntentItem.Builder`).
@resultBuilder
public enum IntentItemsBuilder<Result: _IntentValue> {
    /// Takes `Result`, written in the block, as one of its parts.
    public static func buildExpression(_ value: Result) -> [IntentItem<Result>] { [IntentItem(value)] }
    /// Takes `IntentItem<Result>`, written in the block, as one of its parts.
    public static func buildExpression(_ item: IntentItem<Result>) -> [IntentItem<Result>] { [item] }
    /// Takes `[IntentItem<Result>]`, written in the block, as one of its parts.
    public static func buildExpression(_ items: [IntentItem<Result>]) -> [IntentItem<Result>] { items }
    /// Takes `[Result]`, written in the block, as one of its parts.
    public static func buildExpression(_ values: [Result]) -> [IntentItem<Result>] { values.map { IntentItem($0) } }
    /// Joins the parts of a block, in order.
    public static func buildBlock(_ parts: [IntentItem<Result>]...) -> [IntentItem<Result>] { parts.flatMap { $0 } }
    /// The parts of a `for` loop, in order.
    public static func buildArray(_ parts: [[IntentItem<Result>]]) -> [IntentItem<Result>] { parts.flatMap { $0 } }
    /// The parts of an `if` without an `else`, or none.
    public static func buildOptional(_ part: [IntentItem<Result>]?) -> [IntentItem<Result>] { part ?? [] }
    /// The parts of the first branch of an `if`–`else` or a `switch`.
    public static func buildEither(first: [IntentItem<Result>]) -> [IntentItem<Result>] { first }
    /// The parts of the second branch of an `if`–`else` or a `switch`.
    public static func buildEither(second: [IntentItem<Result>]) -> [IntentItem<Result>] { second }
}
