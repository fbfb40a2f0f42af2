import Foundation
import IntentMetadata

/// An amount of money in a currency (iOS 16): `IntentCurrencyAmount(amount: 12.5, currencyCode: "EUR")`.
public struct IntentCurrencyAmount: Hashable, Sendable {
    /// The amount.
    public var amount: Decimal
    /// The ISO 4217 currency code, such as `EUR`.
    public var currencyCode: String

    /// Creates an amount.
    public init(amount: Decimal, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }
}

extension IntentCurrencyAmount: _PrimitiveIntentValue {
    public static var _primitive: PrimitiveType { .currencyAmount }
    public var _metadataValue: MetadataValue? { nil }
    public var _displayText: String? { "\(amount) \(currencyCode)" }
}
