import IntentMetadata

/// A way to pay, such as a credit card or a bank account (iOS 16).
public struct IntentPaymentMethod: Hashable, Sendable {
    /// The kind of payment method.
    public enum PaymentType: Hashable, Sendable {
        /// A kind not given.
        case unknown
        /// A checking account.
        case checking
        /// A savings account.
        case savings
        /// A brokerage account.
        case brokerage
        /// A debit card.
        case debit
        /// A credit card.
        case credit
        /// A prepaid card.
        case prepaid
        /// A store card.
        case store
        /// Apple Pay.
        case applePay
    }

    /// The kind of payment method.
    public let paymentType: PaymentType
    /// The method's name, such as the card's brand.
    public let name: LocalizedStringResource?
    /// A hint that tells it apart from similar ones, such as a card's last digits.
    public let identificationHint: String?
    /// The brand's icon.
    public let icon: DisplayRepresentation.Image?

    /// Creates a payment method.
    public init(type: PaymentType, name: LocalizedStringResource? = nil, identificationHint: String? = nil, icon: DisplayRepresentation.Image? = nil) {
        self.paymentType = type
        self.name = name
        self.identificationHint = identificationHint
        self.icon = icon
    }
}

extension IntentPaymentMethod: _PrimitiveIntentValue {
    public static var _primitive: PrimitiveType { .paymentMethod }
    public var _metadataValue: MetadataValue? { nil }
    public var _displayText: String? {
        [name?.fallbackText, identificationHint].compactMap { $0 }.joined(separator: " ")
    }
}
