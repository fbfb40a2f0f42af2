import Foundation
import IntentMetadata

// Stand-ins for the CoreLocation and Contacts types a placemark parameter uses. Neither framework
// exists on Linux; code that imports them keeps compiling with
//
//     #if canImport(CoreLocation)
//     import CoreLocation
//     #endif

/// A stand-in for CoreLocation's `CLLocationCoordinate2D`: a latitude and a longitude in degrees.
public struct CLLocationCoordinate2D: Hashable, Sendable {
    /// The latitude in degrees.
    public var latitude: Double
    /// The longitude in degrees.
    public var longitude: Double

    /// Creates a coordinate.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// A stand-in for CoreLocation's `CLLocation`: a coordinate.
public final class CLLocation: Hashable, Sendable {
    /// The coordinate.
    public let coordinate: CLLocationCoordinate2D

    /// A location at a latitude and longitude.
    public init(latitude: Double, longitude: Double) {
        self.coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    public static func == (lhs: CLLocation, rhs: CLLocation) -> Bool { lhs.coordinate == rhs.coordinate }
    public func hash(into hasher: inout Hasher) { hasher.combine(coordinate) }
}

/// A stand-in for Contacts' `CNPostalAddress`: a postal address, read-only.
public class CNPostalAddress: Hashable, @unchecked Sendable {
    /// The street, with the house number.
    public internal(set) var street = ""
    /// The city.
    public internal(set) var city = ""
    /// The state or province.
    public internal(set) var state = ""
    /// The postal code.
    public internal(set) var postalCode = ""
    /// The country.
    public internal(set) var country = ""
    /// The ISO country code, such as `gb`.
    public internal(set) var isoCountryCode = ""

    /// An empty address.
    public init() {}

    public static func == (lhs: CNPostalAddress, rhs: CNPostalAddress) -> Bool {
        [lhs.street, lhs.city, lhs.state, lhs.postalCode, lhs.country, lhs.isoCountryCode]
            == [rhs.street, rhs.city, rhs.state, rhs.postalCode, rhs.country, rhs.isoCountryCode]
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(street)
        hasher.combine(city)
        hasher.combine(postalCode)
    }
}

/// A stand-in for Contacts' `CNMutablePostalAddress`: a postal address being filled in.
public final class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
    override public var street: String { get { super.street } set { super.street = newValue } }
    override public var city: String { get { super.city } set { super.city = newValue } }
    override public var state: String { get { super.state } set { super.state = newValue } }
    override public var postalCode: String { get { super.postalCode } set { super.postalCode = newValue } }
    override public var country: String { get { super.country } set { super.country = newValue } }
    override public var isoCountryCode: String { get { super.isoCountryCode } set { super.isoCountryCode = newValue } }
}

/// A stand-in for CoreLocation's `CLPlacemark`: a named place with a location and an address.
///
/// `CLPlacemark(location: CLLocation(latitude: 51.5, longitude: -0.12), name: "Office", postalAddress: nil)`.
/// A `@Parameter` of this type is a placemark parameter (`displayStyle:`), as on Apple platforms.
public final class CLPlacemark: Hashable, Sendable {
    /// The place's location.
    public let location: CLLocation?
    /// The place's name.
    public let name: String?
    /// The place's address.
    public let postalAddress: CNPostalAddress?

    /// A placemark with a location, a name and an address.
    public init(location: CLLocation, name: String?, postalAddress: CNPostalAddress?) {
        self.location = location
        self.name = name
        self.postalAddress = postalAddress
    }

    /// A copy of another placemark.
    public init(placemark: CLPlacemark) {
        self.location = placemark.location
        self.name = placemark.name
        self.postalAddress = placemark.postalAddress
    }

    /// The street name.
    public var thoroughfare: String? { postalAddress.map(\.street).flatMap { $0.isEmpty ? nil : $0 } }
    /// The city.
    public var locality: String? { postalAddress.map(\.city).flatMap { $0.isEmpty ? nil : $0 } }
    /// The state or province.
    public var administrativeArea: String? { postalAddress.map(\.state).flatMap { $0.isEmpty ? nil : $0 } }
    /// The postal code.
    public var postalCode: String? { postalAddress.map(\.postalCode).flatMap { $0.isEmpty ? nil : $0 } }
    /// The country.
    public var country: String? { postalAddress.map(\.country).flatMap { $0.isEmpty ? nil : $0 } }
    /// The ISO country code.
    public var isoCountryCode: String? { postalAddress.map(\.isoCountryCode).flatMap { $0.isEmpty ? nil : $0 } }

    public static func == (lhs: CLPlacemark, rhs: CLPlacemark) -> Bool {
        lhs.location == rhs.location && lhs.name == rhs.name && lhs.postalAddress == rhs.postalAddress
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        hasher.combine(name)
    }
}

extension CLPlacemark: _PrimitiveIntentValue {
    public static var _primitive: PrimitiveType { .placemark }
    public var _metadataValue: MetadataValue? { nil }
    public var _displayText: String? { name ?? thoroughfare ?? locality }
}
