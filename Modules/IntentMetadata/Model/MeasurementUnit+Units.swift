extension MeasurementUnit {
    /// The units of the dimension, by Foundation's names (`UnitLength.meters` → `meters`).
    ///
    /// They are the cases of Apple's `IntentParameter.<Dimension>` enums, which a `Measurement` parameter's
    /// `defaultUnit:` and `unit:` name.
    public var unitNames: [String] {
        switch self {
        case .acceleration: ["metersPerSecondSquared", "gravity"]
        case .angle: ["degrees", "arcMinutes", "arcSeconds", "radians", "gradians", "revolutions"]
        case .area:
            ["squareMegameters", "squareKilometers", "squareMeters", "squareCentimeters", "squareMillimeters", "squareMicrometers",
             "squareNanometers", "squareInches", "squareFeet", "squareYards", "squareMiles", "acres", "ares", "hectares"]
        case .concentrationMass: ["gramsPerLiter", "milligramsPerDeciliter"]
        case .dispersion: ["partsPerMillion"]
        case .duration: ["hours", "minutes", "seconds", "milliseconds", "microseconds", "nanoseconds", "picoseconds"]
        case .electricCharge: ["coulombs", "megaampereHours", "kiloampereHours", "ampereHours", "milliampereHours", "microampereHours"]
        case .electricCurrent: ["megaamperes", "kiloamperes", "amperes", "milliamperes", "microamperes"]
        case .electricPotentialDifference: ["megavolts", "kilovolts", "volts", "millivolts", "microvolts"]
        case .electricResistance: ["megaohms", "kiloohms", "ohms", "milliohms", "microohms"]
        case .energy: ["kilojoules", "joules", "kilocalories", "calories", "kilowattHours"]
        case .frequency:
            ["terahertz", "gigahertz", "megahertz", "kilohertz", "hertz", "millihertz", "microhertz", "nanohertz", "framesPerSecond"]
        case .fuelEfficiency: ["litersPer100Kilometers", "milesPerImperialGallon", "milesPerGallon"]
        case .illuminance: ["lux"]
        case .informationStorage:
            ["bytes", "bits", "nibbles", "yottabytes", "zettabytes", "exabytes", "petabytes", "terabytes", "gigabytes", "megabytes",
             "kilobytes", "yottabits", "zettabits", "exabits", "petabits", "terabits", "gigabits", "megabits", "kilobits", "yobibytes",
             "zebibytes", "exbibytes", "pebibytes", "tebibytes", "gibibytes", "mebibytes", "kibibytes", "yobibits", "zebibits",
             "exbibits", "pebibits", "tebibits", "gibibits", "mebibits", "kibibits"]
        case .length:
            ["megameters", "kilometers", "hectometers", "decameters", "meters", "decimeters", "centimeters", "millimeters",
             "micrometers", "nanometers", "picometers", "inches", "feet", "yards", "miles", "scandinavianMiles", "lightyears",
             "nauticalMiles", "fathoms", "furlongs", "astronomicalUnits", "parsecs"]
        case .mass:
            ["kilograms", "grams", "decigrams", "centigrams", "milligrams", "micrograms", "nanograms", "picograms", "ounces", "pounds",
             "stones", "metricTons", "shortTons", "carats", "ouncesTroy", "slugs"]
        case .power:
            ["terawatts", "gigawatts", "megawatts", "kilowatts", "watts", "milliwatts", "microwatts", "nanowatts", "picowatts",
             "femtowatts", "horsepower"]
        case .pressure:
            ["newtonsPerMetersSquared", "gigapascals", "megapascals", "kilopascals", "hectopascals", "inchesOfMercury", "bars",
             "millibars", "millimetersOfMercury", "poundsForcePerSquareInch"]
        case .speed: ["metersPerSecond", "kilometersPerHour", "milesPerHour", "knots"]
        case .temperature: ["kelvin", "celsius", "fahrenheit"]
        case .volume:
            ["megaliters", "kiloliters", "liters", "deciliters", "centiliters", "milliliters", "cubicKilometers", "cubicMeters",
             "cubicDecimeters", "cubicCentimeters", "cubicMillimeters", "cubicInches", "cubicFeet", "cubicYards", "cubicMiles",
             "acreFeet", "bushels", "teaspoons", "tablespoons", "fluidOunces", "cups", "pints", "quarts", "gallons",
             "imperialTeaspoons", "imperialTablespoons", "imperialFluidOunces", "imperialPints", "imperialQuarts", "imperialGallons",
             "metricCups"]
        }
    }

    /// The dimension by its Foundation unit type name (`UnitLength` → `length`).
    public init?(unitTypeName: String) {
        guard unitTypeName.hasPrefix("Unit"), unitTypeName.count > 4 else { return nil }
        let name = unitTypeName.dropFirst(4)
        self.init(rawValue: name.prefix(1).lowercased() + name.dropFirst())
    }

    /// The Foundation unit type name (`length` → `UnitLength`).
    public var unitTypeName: String {
        "Unit" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}
