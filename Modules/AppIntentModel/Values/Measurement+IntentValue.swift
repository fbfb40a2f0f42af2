import Foundation
import IntentMetadata

extension Measurement: _IntentValue where UnitType: _MeasurementIntentUnit {
    public static var _metadataType: _ReflectedValueType { .init(type: .measurement(UnitType._measurementUnit)) }
    public var _metadataValue: MetadataValue? { .double(value) }
}

/// A Foundation unit a `Measurement` parameter can use: one of the 22 dimensions App Intents knows.
public protocol _MeasurementIntentUnit: Dimension {
    /// The enum of the dimension's units (`IntentParameter.Length` for `UnitLength`).
    associatedtype _UnitOption: _MeasurementUnitOption where _UnitOption.UnitType == Self
    /// The metadata document's dimension.
    static var _measurementUnit: MeasurementUnit { get }
}

/// One of Apple's `IntentParameter.<Dimension>` enums: a dimension's units by Foundation's names.
public protocol _MeasurementUnitOption: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    /// The dimension.
    associatedtype UnitType: Dimension
    /// The Foundation unit.
    var unit: UnitType { get }
}

/// `Measurement<Unit…>`, the element type of a measurement parameter.
public protocol _MeasurementParameterValue: _IntentValue where ValueType == Self, UnwrappedType == Self {
    /// The enum of the dimension's units.
    associatedtype _UnitOption: _MeasurementUnitOption
    /// A measurement of `value` in `unit`, or in the dimension's base unit.
    static func _measurement(_ value: Double, in unit: _UnitOption?) -> Self
}

extension Measurement: _MeasurementParameterValue where UnitType: _MeasurementIntentUnit {
    public typealias _UnitOption = UnitType._UnitOption

    public static func _measurement(_ value: Double, in unit: UnitType._UnitOption?) -> Measurement<UnitType> {
        Measurement(value: value, unit: unit?.unit ?? UnitType.baseUnit())
    }
}
