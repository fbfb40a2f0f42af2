// Compile-and-reflect coverage of App Intents' value types (item 6 of "model II"): files, people,
// money, payment methods, places, measurements in every dimension, dates with a kind, attributed
// strings and URLs, written the way shipping apps declare them.

import AppIntentModel
import Foundation
import IntentMetadata
import Testing

#if canImport(UniformTypeIdentifiers)
import UniformTypeIdentifiers
#endif
#if canImport(CoreLocation)
import CoreLocation
#endif

struct ShareReceiptIntent: AppIntent {
    static let title: LocalizedStringResource = "Share Receipt"

    @Parameter(title: "Receipt", supportedContentTypes: [.pdf, .image])
    var receipt: IntentFile

    @Parameter(title: "Photos", default: [], supportedContentTypes: [.jpeg, .heic])
    var photos: [IntentFile]

    @Parameter(title: "Attachment", supportedContentTypes: [UTType(exportedAs: "com.example.receipt")])
    var attachment: IntentFile?

    @Parameter(title: "Payer", mode: .emailOrPhone)
    var payer: IntentPerson?

    @Parameter(title: "Amount", currencyCodes: ["EUR", "GBP"], inclusiveRange: (lowerBound: 0, upperBound: 500))
    var amount: IntentCurrencyAmount?

    @Parameter(title: "Paid With")
    var paymentMethod: IntentPaymentMethod?

    @Parameter(title: "Shop", displayStyle: .address)
    var shop: CLPlacemark?

    @Parameter(title: "Day", kind: .date)
    var day: Date?

    @Parameter(title: "Reminder Time", kind: .time, requestValueDialog: "When should I remind you?")
    var reminderTime: DateComponents?

    @Parameter(title: "Note")
    var note: AttributedString?

    @Parameter(title: "Link", default: nil)
    var link: URL?

    func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
        var copy = IntentFile(data: receipt.data, filename: "Copy of \(receipt.filename)", type: receipt.type)
        copy.removedOnCompletion = true
        return .result(value: copy)
    }
}

struct LogWorkoutIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Workout"

    @Parameter(title: "Duration", defaultUnit: .minutes, supportsNegativeNumbers: false, requestValueDialog: IntentDialog("How long did you train?"))
    var duration: Measurement<UnitDuration>

    @Parameter(title: "Distance", defaultValue: 5, defaultUnit: .kilometers, defaultUnitAdjustForLocale: true)
    var distance: Measurement<UnitLength>?

    @Parameter(title: "Water", unit: .liters)
    var water: Measurement<UnitVolume>?

    @Parameter(title: "Energy", defaultValue: 300, unit: .kilocalories, unitAdjustForLocale: false)
    var energy: Measurement<UnitEnergy>?

    @Parameter(title: "Heart Rate")
    var heartRate: Measurement<UnitFrequency>?

    @Parameter(description: "The incline of the route.", defaultUnit: .degrees)
    var incline: Measurement<UnitAngle>?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Logged \(Int(duration.converted(to: .minutes).value)) minutes.")
    }
}

@Suite struct ValueTypeSurfaceTests {
    @Test func valueTypeParametersReflectTheirTypesAndOptions() async throws {
        let reflection = await MetadataReflector(module: "Receipts").reflect(intents: [ShareReceiptIntent.self])
        #expect(reflection.diagnostics.isEmpty, "\(reflection.diagnostics)")
        let intent = try #require(reflection.document.intent("ShareReceiptIntent"))
        #expect(intent.parameters.map(\.type) == [
            .primitive(.file), .array(.primitive(.file)), .primitive(.file), .primitive(.person),
            .primitive(.currencyAmount), .primitive(.paymentMethod), .primitive(.placemark),
            .primitive(.date), .primitive(.dateComponents), .primitive(.attributedString), .primitive(.url),
        ])
        #expect(intent.parameter(named: "receipt")?.supportedContentTypes == ["com.adobe.pdf", "public.image"])
        #expect(intent.parameter(named: "photos")?.supportedContentTypes == ["public.jpeg", "public.heic"])
        #expect(intent.parameter(named: "photos")?.defaultValue == .array([]))
        #expect(intent.parameter(named: "attachment")?.supportedContentTypes == ["com.example.receipt"])
        #expect(intent.parameter(named: "day")?.dateKind == .date)
        #expect(intent.parameter(named: "reminderTime")?.dateKind == .time)
        #expect(intent.parameter(named: "link")?.defaultValue == nil, "default: nil is no default")
        #expect(intent.parameter(named: "note")?.dateKind == nil, "nothing is recorded that the source does not spell")
        #expect(intent.result == ResultDefinition(value: .primitive(.file)))
        #expect(reflection.document.version == .v1_1)
    }

    @Test func measurementParametersRecordOnlyTheUnitsAndBoundsTheSourceSpells() async throws {
        let reflection = await MetadataReflector(module: "Fitness").reflect(intents: [LogWorkoutIntent.self])
        #expect(reflection.diagnostics.isEmpty, "\(reflection.diagnostics)")
        let intent = try #require(reflection.document.intent("LogWorkoutIntent"))
        let duration = try #require(intent.parameter(named: "duration"))
        #expect(duration.type == .measurement(.duration))
        #expect(duration.defaultUnit == "minutes")
        #expect(duration.supportsNegativeNumbers == false)
        #expect(duration.adjustsUnitForLocale == nil)
        #expect(duration.defaultValue == nil)
        let distance = try #require(intent.parameter(named: "distance"))
        #expect(distance.defaultValue == .double(5))
        #expect(distance.defaultUnit == "kilometers")
        #expect(distance.adjustsUnitForLocale == true)
        #expect(distance.isOptional)
        #expect(intent.parameter(named: "water")?.unit == "liters")
        #expect(intent.parameter(named: "water")?.defaultUnit == nil)
        #expect(intent.parameter(named: "energy")?.unit == "kilocalories")
        #expect(intent.parameter(named: "energy")?.defaultValue == .integer(300))
        #expect(intent.parameter(named: "energy")?.adjustsUnitForLocale == false)
        let heartRate = try #require(intent.parameter(named: "heartRate"))
        #expect(heartRate.type == .measurement(.frequency))
        #expect([heartRate.defaultUnit, heartRate.unit] == [nil, nil])
        #expect(heartRate.supportsNegativeNumbers == nil)
        #expect(intent.parameter(named: "incline")?.title == "Incline")
        #expect(intent.parameter(named: "incline")?.defaultUnit == "degrees")
    }

    @Test func aMeasurementDefaultIsInItsDefaultUnit() {
        let intent = LogWorkoutIntent()
        #expect(intent.distance == Measurement(value: 5, unit: UnitLength.kilometers))
        #expect(intent.energy?.unit == UnitEnergy.kilocalories)
        #expect(intent.water == nil)
    }

    @Test func everyDimensionsUnitsAreTheMetadataDocumentsUnits() {
        func names<Option: _MeasurementUnitOption>(_: Option.Type) -> [String] { Option.allCases.map(\.rawValue) }
        let byDimension: [MeasurementUnit: [String]] = [
            .acceleration: names(IntentParameter<Measurement<UnitAcceleration>>.Acceleration.self),
            .angle: names(IntentParameter<Measurement<UnitAngle>>.Angle.self),
            .area: names(IntentParameter<Measurement<UnitArea>>.Area.self),
            .concentrationMass: names(IntentParameter<Measurement<UnitConcentrationMass>>.ConcentrationMass.self),
            .dispersion: names(IntentParameter<Measurement<UnitDispersion>>.Dispersion.self),
            .duration: names(IntentParameter<Measurement<UnitDuration>>.Duration.self),
            .electricCharge: names(IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge.self),
            .electricCurrent: names(IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent.self),
            .electricPotentialDifference: names(IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference.self),
            .electricResistance: names(IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance.self),
            .energy: names(IntentParameter<Measurement<UnitEnergy>>.Energy.self),
            .frequency: names(IntentParameter<Measurement<UnitFrequency>>.Frequency.self),
            .fuelEfficiency: names(IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency.self),
            .illuminance: names(IntentParameter<Measurement<UnitIlluminance>>.Illuminance.self),
            .informationStorage: names(IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage.self),
            .length: names(IntentParameter<Measurement<UnitLength>>.Length.self),
            .mass: names(IntentParameter<Measurement<UnitMass>>.Mass.self),
            .power: names(IntentParameter<Measurement<UnitPower>>.Power.self),
            .pressure: names(IntentParameter<Measurement<UnitPressure>>.Pressure.self),
            .speed: names(IntentParameter<Measurement<UnitSpeed>>.Speed.self),
            .temperature: names(IntentParameter<Measurement<UnitTemperature>>.Temperature.self),
            .volume: names(IntentParameter<Measurement<UnitVolume>>.Volume.self),
        ]
        #expect(Set(byDimension.keys) == Set(MeasurementUnit.allCases))
        for (dimension, names) in byDimension {
            #expect(names == dimension.unitNames, "\(dimension)")
        }
        #expect(IntentParameter<Measurement<UnitFrequency>>.Frequency.framesPerSecond.unit.converter.baseUnitValue(fromValue: 24) == 24)
        #expect(IntentParameter<Measurement<UnitLength>>.Length.nauticalMiles.unit == UnitLength.nauticalMiles)
    }

    @Test func valuesShowThemselvesAsTheirNames() throws {
        var components = PersonNameComponents()
        components.givenName = "Grace"
        components.familyName = "Hopper"
        let person = IntentPerson(identifier: .contact("c-1"), name: .components(components), handle: .init(emailAddress: "grace@example.com"), isMe: false)
        #expect(person._displayText == "Grace Hopper")
        #expect(IntentPerson(handle: .init(phoneNumber: "+44 20 7946 0000", label: .work))._displayText == "+44 20 7946 0000")
        #expect(IntentPerson.Handle(applicationDefined: "@grace", label: "Mastodon").label == .custom("Mastodon"))
        #expect(IntentCurrencyAmount(amount: 12.5, currencyCode: "EUR")._displayText == "12.5 EUR")
        #expect(IntentPaymentMethod(type: .credit, name: "Visa", identificationHint: "4242")._displayText == "Visa 4242")
        let address = CNMutablePostalAddress()
        address.street = "1 Infinite Loop"
        address.city = "Cupertino"
        let place = CLPlacemark(location: CLLocation(latitude: 37.33, longitude: -122.03), name: nil, postalAddress: address)
        #expect(place._displayText == "1 Infinite Loop")
        #expect(place.locality == "Cupertino")
        #expect(CLPlacemark(placemark: place) == place)
        #expect(UTType("com.adobe.pdf") == .pdf)
        #expect(UTType("") == nil)
    }

    @Test func aFileFromAURLReadsItsContentsWhenAsked() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("intentfile-\(UUID().uuidString).txt")
        try Data("receipt".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = IntentFile(fileURL: url, type: .plainText)
        #expect(file.filename == url.lastPathComponent)
        #expect(file.data == Data("receipt".utf8))
        #expect(try await file.data(contentType: .plainText) == Data("receipt".utf8))
        #expect(IntentFile(fileURL: URL(fileURLWithPath: "/nonexistent/receipt.pdf")).data.isEmpty)
    }

    @Test func theRunnerAsksForAFileAndReturnsACopy() async throws {
        let receipt = IntentFile(data: Data([1, 2, 3]), filename: "March.pdf", type: .pdf)
        let run = try await IntentRunner(person: ScriptedPerson([.value(receipt)])).run(ShareReceiptIntent())
        #expect(run.conversation.transcript == ["app: Receipt?", "person: March.pdf"])
        let copy = try #require(run.result?.value as? IntentFile)
        #expect(copy.filename == "Copy of March.pdf")
        #expect(copy.data == Data([1, 2, 3]))
        #expect(copy.removedOnCompletion)
    }
}
