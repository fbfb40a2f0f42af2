// Apple's `IntentParameter.<Dimension>` enums: the units a `Measurement` parameter's `defaultUnit:`
// and `unit:` name, one enum per Foundation dimension, each case named after its Foundation unit.
// Written from `MeasurementUnit.unitNames` (IntentMetadata); `MeasurementParameterTests` checks that
// the two agree, so edit both together.

import Foundation
import IntentMetadata

extension IntentParameter {
    /// The units of a `Measurement<UnitAcceleration>` parameter.
    public typealias Acceleration = _MeasurementUnitOptions.Acceleration
    /// The units of a `Measurement<UnitAngle>` parameter.
    public typealias Angle = _MeasurementUnitOptions.Angle
    /// The units of a `Measurement<UnitArea>` parameter.
    public typealias Area = _MeasurementUnitOptions.Area
    /// The units of a `Measurement<UnitConcentrationMass>` parameter.
    public typealias ConcentrationMass = _MeasurementUnitOptions.ConcentrationMass
    /// The units of a `Measurement<UnitDispersion>` parameter.
    public typealias Dispersion = _MeasurementUnitOptions.Dispersion
    /// The units of a `Measurement<UnitDuration>` parameter.
    public typealias Duration = _MeasurementUnitOptions.Duration
    /// The units of a `Measurement<UnitElectricCharge>` parameter.
    public typealias ElectricCharge = _MeasurementUnitOptions.ElectricCharge
    /// The units of a `Measurement<UnitElectricCurrent>` parameter.
    public typealias ElectricCurrent = _MeasurementUnitOptions.ElectricCurrent
    /// The units of a `Measurement<UnitElectricPotentialDifference>` parameter.
    public typealias ElectricPotentialDifference = _MeasurementUnitOptions.ElectricPotentialDifference
    /// The units of a `Measurement<UnitElectricResistance>` parameter.
    public typealias ElectricResistance = _MeasurementUnitOptions.ElectricResistance
    /// The units of a `Measurement<UnitEnergy>` parameter.
    public typealias Energy = _MeasurementUnitOptions.Energy
    /// The units of a `Measurement<UnitFrequency>` parameter.
    public typealias Frequency = _MeasurementUnitOptions.Frequency
    /// The units of a `Measurement<UnitFuelEfficiency>` parameter.
    public typealias FuelEfficiency = _MeasurementUnitOptions.FuelEfficiency
    /// The units of a `Measurement<UnitIlluminance>` parameter.
    public typealias Illuminance = _MeasurementUnitOptions.Illuminance
    /// The units of a `Measurement<UnitInformationStorage>` parameter.
    public typealias InformationStorage = _MeasurementUnitOptions.InformationStorage
    /// The units of a `Measurement<UnitLength>` parameter.
    public typealias Length = _MeasurementUnitOptions.Length
    /// The units of a `Measurement<UnitMass>` parameter.
    public typealias Mass = _MeasurementUnitOptions.Mass
    /// The units of a `Measurement<UnitPower>` parameter.
    public typealias Power = _MeasurementUnitOptions.Power
    /// The units of a `Measurement<UnitPressure>` parameter.
    public typealias Pressure = _MeasurementUnitOptions.Pressure
    /// The units of a `Measurement<UnitSpeed>` parameter.
    public typealias Speed = _MeasurementUnitOptions.Speed
    /// The units of a `Measurement<UnitTemperature>` parameter.
    public typealias Temperature = _MeasurementUnitOptions.Temperature
    /// The units of a `Measurement<UnitVolume>` parameter.
    public typealias Volume = _MeasurementUnitOptions.Volume
}

/// The unit enums behind `IntentParameter.<Dimension>`; spell them through `IntentParameter` or as `.seconds`.
public enum _MeasurementUnitOptions {
    /// The units of `UnitAcceleration`.
    public enum Acceleration: String, _MeasurementUnitOption {
        case metersPerSecondSquared, gravity

        /// The Foundation unit.
        public var unit: UnitAcceleration {
            switch self {
            case .metersPerSecondSquared: .metersPerSecondSquared
            case .gravity: .gravity
            }
        }
    }

    /// The units of `UnitAngle`.
    public enum Angle: String, _MeasurementUnitOption {
        case degrees, arcMinutes, arcSeconds, radians, gradians, revolutions

        /// The Foundation unit.
        public var unit: UnitAngle {
            switch self {
            case .degrees: .degrees
            case .arcMinutes: .arcMinutes
            case .arcSeconds: .arcSeconds
            case .radians: .radians
            case .gradians: .gradians
            case .revolutions: .revolutions
            }
        }
    }

    /// The units of `UnitArea`.
    public enum Area: String, _MeasurementUnitOption {
        case squareMegameters, squareKilometers, squareMeters, squareCentimeters, squareMillimeters, squareMicrometers
        case squareNanometers, squareInches, squareFeet, squareYards, squareMiles, acres, ares, hectares

        /// The Foundation unit.
        public var unit: UnitArea {
            switch self {
            case .squareMegameters: .squareMegameters
            case .squareKilometers: .squareKilometers
            case .squareMeters: .squareMeters
            case .squareCentimeters: .squareCentimeters
            case .squareMillimeters: .squareMillimeters
            case .squareMicrometers: .squareMicrometers
            case .squareNanometers: .squareNanometers
            case .squareInches: .squareInches
            case .squareFeet: .squareFeet
            case .squareYards: .squareYards
            case .squareMiles: .squareMiles
            case .acres: .acres
            case .ares: .ares
            case .hectares: .hectares
            }
        }
    }

    /// The units of `UnitConcentrationMass`.
    public enum ConcentrationMass: String, _MeasurementUnitOption {
        case gramsPerLiter, milligramsPerDeciliter

        /// The Foundation unit.
        public var unit: UnitConcentrationMass {
            switch self {
            case .gramsPerLiter: .gramsPerLiter
            case .milligramsPerDeciliter: .milligramsPerDeciliter
            }
        }
    }

    /// The units of `UnitDispersion`.
    public enum Dispersion: String, _MeasurementUnitOption {
        case partsPerMillion

        /// The Foundation unit.
        public var unit: UnitDispersion {
            switch self {
            case .partsPerMillion: .partsPerMillion
            }
        }
    }

    /// The units of `UnitDuration`.
    public enum Duration: String, _MeasurementUnitOption {
        case hours, minutes, seconds, milliseconds, microseconds, nanoseconds, picoseconds

        /// The Foundation unit.
        public var unit: UnitDuration {
            switch self {
            case .hours: .hours
            case .minutes: .minutes
            case .seconds: .seconds
            case .milliseconds: .milliseconds
            case .microseconds: .microseconds
            case .nanoseconds: .nanoseconds
            case .picoseconds: .picoseconds
            }
        }
    }

    /// The units of `UnitElectricCharge`.
    public enum ElectricCharge: String, _MeasurementUnitOption {
        case coulombs, megaampereHours, kiloampereHours, ampereHours, milliampereHours, microampereHours

        /// The Foundation unit.
        public var unit: UnitElectricCharge {
            switch self {
            case .coulombs: .coulombs
            case .megaampereHours: .megaampereHours
            case .kiloampereHours: .kiloampereHours
            case .ampereHours: .ampereHours
            case .milliampereHours: .milliampereHours
            case .microampereHours: .microampereHours
            }
        }
    }

    /// The units of `UnitElectricCurrent`.
    public enum ElectricCurrent: String, _MeasurementUnitOption {
        case megaamperes, kiloamperes, amperes, milliamperes, microamperes

        /// The Foundation unit.
        public var unit: UnitElectricCurrent {
            switch self {
            case .megaamperes: .megaamperes
            case .kiloamperes: .kiloamperes
            case .amperes: .amperes
            case .milliamperes: .milliamperes
            case .microamperes: .microamperes
            }
        }
    }

    /// The units of `UnitElectricPotentialDifference`.
    public enum ElectricPotentialDifference: String, _MeasurementUnitOption {
        case megavolts, kilovolts, volts, millivolts, microvolts

        /// The Foundation unit.
        public var unit: UnitElectricPotentialDifference {
            switch self {
            case .megavolts: .megavolts
            case .kilovolts: .kilovolts
            case .volts: .volts
            case .millivolts: .millivolts
            case .microvolts: .microvolts
            }
        }
    }

    /// The units of `UnitElectricResistance`.
    public enum ElectricResistance: String, _MeasurementUnitOption {
        case megaohms, kiloohms, ohms, milliohms, microohms

        /// The Foundation unit.
        public var unit: UnitElectricResistance {
            switch self {
            case .megaohms: .megaohms
            case .kiloohms: .kiloohms
            case .ohms: .ohms
            case .milliohms: .milliohms
            case .microohms: .microohms
            }
        }
    }

    /// The units of `UnitEnergy`.
    public enum Energy: String, _MeasurementUnitOption {
        case kilojoules, joules, kilocalories, calories, kilowattHours

        /// The Foundation unit.
        public var unit: UnitEnergy {
            switch self {
            case .kilojoules: .kilojoules
            case .joules: .joules
            case .kilocalories: .kilocalories
            case .calories: .calories
            case .kilowattHours: .kilowattHours
            }
        }
    }

    /// The units of `UnitFrequency`.
    public enum Frequency: String, _MeasurementUnitOption {
        case terahertz, gigahertz, megahertz, kilohertz, hertz, millihertz, microhertz, nanohertz, framesPerSecond

        /// The Foundation unit.
        public var unit: UnitFrequency {
            switch self {
            case .terahertz: .terahertz
            case .gigahertz: .gigahertz
            case .megahertz: .megahertz
            case .kilohertz: .kilohertz
            case .hertz: .hertz
            case .millihertz: .millihertz
            case .microhertz: .microhertz
            case .nanohertz: .nanohertz
            case .framesPerSecond: UnitFrequency(symbol: "FPS", converter: UnitConverterLinear(coefficient: 1))
            }
        }
    }

    /// The units of `UnitFuelEfficiency`.
    public enum FuelEfficiency: String, _MeasurementUnitOption {
        case litersPer100Kilometers, milesPerImperialGallon, milesPerGallon

        /// The Foundation unit.
        public var unit: UnitFuelEfficiency {
            switch self {
            case .litersPer100Kilometers: .litersPer100Kilometers
            case .milesPerImperialGallon: .milesPerImperialGallon
            case .milesPerGallon: .milesPerGallon
            }
        }
    }

    /// The units of `UnitIlluminance`.
    public enum Illuminance: String, _MeasurementUnitOption {
        case lux

        /// The Foundation unit.
        public var unit: UnitIlluminance {
            switch self {
            case .lux: .lux
            }
        }
    }

    /// The units of `UnitInformationStorage`.
    public enum InformationStorage: String, _MeasurementUnitOption {
        case bytes, bits, nibbles, yottabytes, zettabytes, exabytes, petabytes, terabytes, gigabytes, megabytes
        case kilobytes, yottabits, zettabits, exabits, petabits, terabits, gigabits, megabits, kilobits, yobibytes
        case zebibytes, exbibytes, pebibytes, tebibytes, gibibytes, mebibytes, kibibytes, yobibits, zebibits, exbibits
        case pebibits, tebibits, gibibits, mebibits, kibibits

        /// The Foundation unit.
        public var unit: UnitInformationStorage {
            switch self {
            case .bytes: .bytes
            case .bits: .bits
            case .nibbles: .nibbles
            case .yottabytes: .yottabytes
            case .zettabytes: .zettabytes
            case .exabytes: .exabytes
            case .petabytes: .petabytes
            case .terabytes: .terabytes
            case .gigabytes: .gigabytes
            case .megabytes: .megabytes
            case .kilobytes: .kilobytes
            case .yottabits: .yottabits
            case .zettabits: .zettabits
            case .exabits: .exabits
            case .petabits: .petabits
            case .terabits: .terabits
            case .gigabits: .gigabits
            case .megabits: .megabits
            case .kilobits: .kilobits
            case .yobibytes: .yobibytes
            case .zebibytes: .zebibytes
            case .exbibytes: .exbibytes
            case .pebibytes: .pebibytes
            case .tebibytes: .tebibytes
            case .gibibytes: .gibibytes
            case .mebibytes: .mebibytes
            case .kibibytes: .kibibytes
            case .yobibits: .yobibits
            case .zebibits: .zebibits
            case .exbibits: .exbibits
            case .pebibits: .pebibits
            case .tebibits: .tebibits
            case .gibibits: .gibibits
            case .mebibits: .mebibits
            case .kibibits: .kibibits
            }
        }
    }

    /// The units of `UnitLength`.
    public enum Length: String, _MeasurementUnitOption {
        case megameters, kilometers, hectometers, decameters, meters, decimeters, centimeters, millimeters
        case micrometers, nanometers, picometers, inches, feet, yards, miles, scandinavianMiles, lightyears
        case nauticalMiles, fathoms, furlongs, astronomicalUnits, parsecs

        /// The Foundation unit.
        public var unit: UnitLength {
            switch self {
            case .megameters: .megameters
            case .kilometers: .kilometers
            case .hectometers: .hectometers
            case .decameters: .decameters
            case .meters: .meters
            case .decimeters: .decimeters
            case .centimeters: .centimeters
            case .millimeters: .millimeters
            case .micrometers: .micrometers
            case .nanometers: .nanometers
            case .picometers: .picometers
            case .inches: .inches
            case .feet: .feet
            case .yards: .yards
            case .miles: .miles
            case .scandinavianMiles: .scandinavianMiles
            case .lightyears: .lightyears
            case .nauticalMiles: .nauticalMiles
            case .fathoms: .fathoms
            case .furlongs: .furlongs
            case .astronomicalUnits: .astronomicalUnits
            case .parsecs: .parsecs
            }
        }
    }

    /// The units of `UnitMass`.
    public enum Mass: String, _MeasurementUnitOption {
        case kilograms, grams, decigrams, centigrams, milligrams, micrograms, nanograms, picograms, ounces, pounds
        case stones, metricTons, shortTons, carats, ouncesTroy, slugs

        /// The Foundation unit.
        public var unit: UnitMass {
            switch self {
            case .kilograms: .kilograms
            case .grams: .grams
            case .decigrams: .decigrams
            case .centigrams: .centigrams
            case .milligrams: .milligrams
            case .micrograms: .micrograms
            case .nanograms: .nanograms
            case .picograms: .picograms
            case .ounces: .ounces
            case .pounds: .pounds
            case .stones: .stones
            case .metricTons: .metricTons
            case .shortTons: .shortTons
            case .carats: .carats
            case .ouncesTroy: .ouncesTroy
            case .slugs: .slugs
            }
        }
    }

    /// The units of `UnitPower`.
    public enum Power: String, _MeasurementUnitOption {
        case terawatts, gigawatts, megawatts, kilowatts, watts, milliwatts, microwatts, nanowatts, picowatts
        case femtowatts, horsepower

        /// The Foundation unit.
        public var unit: UnitPower {
            switch self {
            case .terawatts: .terawatts
            case .gigawatts: .gigawatts
            case .megawatts: .megawatts
            case .kilowatts: .kilowatts
            case .watts: .watts
            case .milliwatts: .milliwatts
            case .microwatts: .microwatts
            case .nanowatts: .nanowatts
            case .picowatts: .picowatts
            case .femtowatts: .femtowatts
            case .horsepower: .horsepower
            }
        }
    }

    /// The units of `UnitPressure`.
    public enum Pressure: String, _MeasurementUnitOption {
        case newtonsPerMetersSquared, gigapascals, megapascals, kilopascals, hectopascals, inchesOfMercury, bars
        case millibars, millimetersOfMercury, poundsForcePerSquareInch

        /// The Foundation unit.
        public var unit: UnitPressure {
            switch self {
            case .newtonsPerMetersSquared: .newtonsPerMetersSquared
            case .gigapascals: .gigapascals
            case .megapascals: .megapascals
            case .kilopascals: .kilopascals
            case .hectopascals: .hectopascals
            case .inchesOfMercury: .inchesOfMercury
            case .bars: .bars
            case .millibars: .millibars
            case .millimetersOfMercury: .millimetersOfMercury
            case .poundsForcePerSquareInch: .poundsForcePerSquareInch
            }
        }
    }

    /// The units of `UnitSpeed`.
    public enum Speed: String, _MeasurementUnitOption {
        case metersPerSecond, kilometersPerHour, milesPerHour, knots

        /// The Foundation unit.
        public var unit: UnitSpeed {
            switch self {
            case .metersPerSecond: .metersPerSecond
            case .kilometersPerHour: .kilometersPerHour
            case .milesPerHour: .milesPerHour
            case .knots: .knots
            }
        }
    }

    /// The units of `UnitTemperature`.
    public enum Temperature: String, _MeasurementUnitOption {
        case kelvin, celsius, fahrenheit

        /// The Foundation unit.
        public var unit: UnitTemperature {
            switch self {
            case .kelvin: .kelvin
            case .celsius: .celsius
            case .fahrenheit: .fahrenheit
            }
        }
    }

    /// The units of `UnitVolume`.
    public enum Volume: String, _MeasurementUnitOption {
        case megaliters, kiloliters, liters, deciliters, centiliters, milliliters, cubicKilometers, cubicMeters
        case cubicDecimeters, cubicCentimeters, cubicMillimeters, cubicInches, cubicFeet, cubicYards, cubicMiles
        case acreFeet, bushels, teaspoons, tablespoons, fluidOunces, cups, pints, quarts, gallons, imperialTeaspoons
        case imperialTablespoons, imperialFluidOunces, imperialPints, imperialQuarts, imperialGallons, metricCups

        /// The Foundation unit.
        public var unit: UnitVolume {
            switch self {
            case .megaliters: .megaliters
            case .kiloliters: .kiloliters
            case .liters: .liters
            case .deciliters: .deciliters
            case .centiliters: .centiliters
            case .milliliters: .milliliters
            case .cubicKilometers: .cubicKilometers
            case .cubicMeters: .cubicMeters
            case .cubicDecimeters: .cubicDecimeters
            case .cubicCentimeters: .cubicCentimeters
            case .cubicMillimeters: .cubicMillimeters
            case .cubicInches: .cubicInches
            case .cubicFeet: .cubicFeet
            case .cubicYards: .cubicYards
            case .cubicMiles: .cubicMiles
            case .acreFeet: .acreFeet
            case .bushels: .bushels
            case .teaspoons: .teaspoons
            case .tablespoons: .tablespoons
            case .fluidOunces: .fluidOunces
            case .cups: .cups
            case .pints: .pints
            case .quarts: .quarts
            case .gallons: .gallons
            case .imperialTeaspoons: .imperialTeaspoons
            case .imperialTablespoons: .imperialTablespoons
            case .imperialFluidOunces: .imperialFluidOunces
            case .imperialPints: .imperialPints
            case .imperialQuarts: .imperialQuarts
            case .imperialGallons: .imperialGallons
            case .metricCups: .metricCups
            }
        }
    }
}

extension UnitAcceleration: _MeasurementIntentUnit {
    public static var _measurementUnit: MeasurementUnit { .acceleration }
    public typealias _UnitOption = _MeasurementUnitOptions.Acceleration
}

extension UnitAngle: _MeasurementIntentUnit {
    public static var _measurementUnit: MeasurementUnit { .angle }
    public typealias _UnitOption = _MeasurementUnitOptions.Angle
}

extension UnitArea: _MeasurementIntentUnit {
    public static var _measurementUnit: MeasurementUnit { .area }
    public typealias _UnitOption = _MeasurementUnitOptions.Area
}

extension UnitConcentrationMass: _MeasurementIntentUnit {
    public static var _measurementUnit: MeasurementUnit { .concentrationMass }
    public typealias _UnitOption = _MeasurementUnitOptions.ConcentrationMass
}

extension UnitDispersion: _MeasurementIntentUnit {
    public static var _measurementUnit: MeasurementUnit { .dispersion }
    public typealias _UnitOption = _MeasurementUnitOptions.Dispersion
}

extension UnitDuration: _MeasurementIntentUnit {
    public static var _measurementUnit: MeasurementUnit { .duration }
    public typealias _UnitOption = _MeasurementUnitOptions.Duration
}

extension UnitElectricCharge: _MeasurementIntentUnit {
    public static var _measurementUnit: MeasurementUnit { .electricCharge }
    public typealias _UnitOption = _MeasurementUnitOptions.ElectricCharge
}

extension UnitElectricCurrent: _MeasurementIntentUnit {
    public static var _measurementUnit: MeasurementUnit { .electricCurrent }
    public typealias _UnitOption = _MeasurementUnitOptions.ElectricCurrent
}

extension UnitElectricPotentialDifference: _MeasurementIntentUnit {
    public static var _measurementUnit: MeasurementUnit { .electricPotentialDifference }
    public typealias _UnitOption = _MeasurementUnitOptions.ElectricPotentialDifference
}

extension UnitElectricResistance: _MeasurementIntentUnit {
    public static var _measurementUnit: MeasurementUnit { .electricResistance }
    public typealias _UnitOption = _MeasurementUnitOptions.ElectricResistance
}

extension UnitEnergy: _MeasurementIntentUnit {
    public static var _measurementUnit: MeasurementUnit { .energy }
    public typealias _UnitOption = _MeasurementUnitOptions.Energy
}

extension UnitFrequency: _MeasurementIntentUnit {
    public static var _measurementUnit: MeasurementUnit { .frequency }
    public typealias _UnitOption = _MeasurementUnitOptions.Frequency
}

extension UnitFuelEfficiency: _MeasurementIntentUnit {
    public static var _measurementUnit: MeasurementUnit { .fuelEfficiency }
    public typealias _UnitOption = _MeasurementUnitOptions.FuelEfficiency
}

extension UnitIlluminance: _MeasurementIntentUnit {
    public static var _measurementUnit: MeasurementUnit { .illuminance }
    public typealias _UnitOption = _MeasurementUnitOptions.Illuminance
}

extension UnitInformationStorage: _MeasurementIntentUnit {
    public static var _measurementUnit: MeasurementUnit { .informationStorage }
    public typealias _UnitOption = _MeasurementUnitOptions.InformationStorage
}

extension UnitLength: _MeasurementIntentUnit {
    public static var _measurementUnit: MeasurementUnit { .length }
    public typealias _UnitOption = _MeasurementUnitOptions.Length
}

extension UnitMass: _MeasurementIntentUnit {
    public static var _measurementUnit: MeasurementUnit { .mass }
    public typealias _UnitOption = _MeasurementUnitOptions.Mass
}

extension UnitPower: _MeasurementIntentUnit {
    public static var _measurementUnit: MeasurementUnit { .power }
    public typealias _UnitOption = _MeasurementUnitOptions.Power
}

extension UnitPressure: _MeasurementIntentUnit {
    public static var _measurementUnit: MeasurementUnit { .pressure }
    public typealias _UnitOption = _MeasurementUnitOptions.Pressure
}

extension UnitSpeed: _MeasurementIntentUnit {
    public static var _measurementUnit: MeasurementUnit { .speed }
    public typealias _UnitOption = _MeasurementUnitOptions.Speed
}

extension UnitTemperature: _MeasurementIntentUnit {
    public static var _measurementUnit: MeasurementUnit { .temperature }
    public typealias _UnitOption = _MeasurementUnitOptions.Temperature
}

extension UnitVolume: _MeasurementIntentUnit {
    public static var _measurementUnit: MeasurementUnit { .volume }
    public typealias _UnitOption = _MeasurementUnitOptions.Volume
}
