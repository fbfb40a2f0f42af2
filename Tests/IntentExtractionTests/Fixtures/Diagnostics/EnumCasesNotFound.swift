// expect: 1 extraction.enum-cases-not-found
import AppIntents
import OtherFramework

1️⃣extension ImportedColor: AppEnum {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Color"
}
