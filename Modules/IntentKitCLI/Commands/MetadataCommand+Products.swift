import AppleMetadata
import ArgumentParser
import Diagnostics
import IntentMetadata

extension MetadataCommand.Print {
    /// Prints each bundle of a built product: the outline of the document its compiled metadata reads into.
    func printProduct() throws {
        let product = ProductReader.read(file)
        var diagnostics = product.diagnostics
        var text = ""
        for bundle in product.bundles {
            diagnostics += bundle.diagnostics
            let identifier = bundle.info.bundleIdentifier.map { " (\($0))" } ?? ""
            text += "== \(bundle.relativePath.isEmpty ? bundle.name : bundle.relativePath)\(identifier)\n"
            guard let read = bundle.document() else {
                text += "no App Intents metadata\n\n"
                continue
            }
            diagnostics += read.diagnostics
            text += MetadataOutline.render(read.document)
            if !bundle.phraseTables.isEmpty || !bundle.localizationTables.isEmpty || !bundle.intentDefinitions.isEmpty {
                let locales = Set((bundle.localizationTables + bundle.phraseTables).compactMap(\.locale)).sorted()
                text += "ships: \(bundle.localizationTables.count) strings tables, \(bundle.phraseTables.count) App Shortcuts phrase tables, "
                    + "\(bundle.intentDefinitions.count) intent definitions; locales: \(locales.isEmpty ? "none" : locales.joined(separator: ", "))\n"
            }
            text += "\n"
        }
        Console.standardOutput(text)
        try output.reportBesideOutput(diagnostics, couldNotRun: product.bundles.isEmpty, checks: AppleMetadataChecks.all)
    }
}
