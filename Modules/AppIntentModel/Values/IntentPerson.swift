import Foundation
import IntentMetadata

/// A person taking part in an action: a contact, or someone known only by a handle (iOS 16).
///
/// `IntentPerson(identifier: .contact(id), name: .displayName("Ada"), handle: .init(emailAddress: "ada@example.com"))`.
/// Parameters of this type ask for a contact (`@Parameter(title: "Recipient", mode: .email)`).
public struct IntentPerson: Hashable, Sendable {
    /// Who the person is to the app.
    public enum Identifier: Hashable, Sendable {
        /// A contact, by its Contacts identifier.
        case contact(String)
        /// An identifier the app defines.
        case applicationDefined(String)
        /// Not known.
        case unknown
    }

    /// The person's name: a display name or name components.
    public enum Name: Hashable, Sendable {
        /// A name to show as is.
        case displayName(String)
        /// A structured name.
        case components(PersonNameComponents)

        /// The name as shown.
        var displayText: String {
            switch self {
            case .displayName(let name): name
            case .components(let components):
                [components.namePrefix, components.givenName, components.middleName, components.familyName, components.nameSuffix]
                    .compactMap { $0 }.joined(separator: " ")
            }
        }
    }

    /// One way to reach the person: a phone number, an email address, or an app's own handle.
    public struct Handle: Hashable, Sendable {
        /// The handle's value and its kind.
        public enum Value: Hashable, Sendable {
            /// A phone number.
            case phoneNumber(String)
            /// An email address.
            case emailAddress(String)
            /// A handle the app defines.
            case applicationDefined(String)

            /// The value as text.
            var stringValue: String {
                switch self {
                case .phoneNumber(let value), .emailAddress(let value), .applicationDefined(let value): value
                }
            }
        }

        /// What the handle is to the person.
        public enum Label: Hashable, Sendable {
            /// Home.
            case home
            /// Work.
            case work
            /// Mobile.
            case mobile
            /// Main.
            case main
            /// iPhone.
            case iPhone
            /// Other.
            case other
            /// A label the app names.
            case custom(String)
        }

        /// The value, such as the phone number.
        public var value: Value
        /// The label.
        public var label: Label

        /// A handle from a value.
        public init(_ value: Value, label: Label = .other) {
            self.value = value
            self.label = label
        }

        /// A phone number.
        public init(phoneNumber phoneNumberString: String, label: Label = .other) {
            self.init(.phoneNumber(phoneNumberString), label: label)
        }

        /// An email address.
        public init(emailAddress emailAddressString: String, label: Label = .other) {
            self.init(.emailAddress(emailAddressString), label: label)
        }

        /// A handle the app defines, with an optional label.
        public init(applicationDefined stringValue: String, label labelString: String? = nil) {
            self.init(.applicationDefined(stringValue), label: labelString.map(Label.custom) ?? .other)
        }
    }

    /// What a person parameter asks for.
    public enum ParameterMode: Hashable, Sendable {
        /// A contact.
        case contact
        /// An email address.
        case email
        /// An email address or a phone number.
        case emailOrPhone
        /// A phone number.
        case phone
    }

    /// Who the person is to the app.
    public var identifier: Identifier
    /// The name.
    public var name: Name
    /// The main handle.
    public var handle: Handle?
    /// Other handles.
    public var aliases: [Handle]
    /// Whether the person is the device's owner.
    public var isMe: Bool
    /// A picture of the person.
    public var image: DisplayRepresentation.Image?

    /// Creates a person.
    public init(
        identifier: Identifier,
        name: Name,
        handle: Handle?,
        aliases: [Handle] = [],
        isMe: Bool = false,
        image: DisplayRepresentation.Image? = nil
    ) {
        self.identifier = identifier
        self.name = name
        self.handle = handle
        self.aliases = aliases
        self.isMe = isMe
        self.image = image
    }

    /// A person known only by a handle, such as a phone number (iOS 18).
    public init(handle: Handle) {
        self.init(identifier: .unknown, name: .displayName(handle.value.stringValue), handle: handle)
    }
}

extension IntentPerson: _PrimitiveIntentValue {
    public static var _primitive: PrimitiveType { .person }
    public var _metadataValue: MetadataValue? { nil }
    public var _displayText: String? { name.displayText }
}
