import Foundation

extension StringExtractor {
    /// Every question the strings' collection of some files asked of one build's whole index, and which version of
    /// each file asked them: kept by that index's key, so a later run whose index is layered over it (``LayeredIndex``)
    /// knows, by asking each question once instead of each file's, that the strings kept for those files under it
    /// still hold.
    ///
    /// A declaration added to one file changes the build's index and with it the key of every file's strings: each was
    /// taken back through its own questions and answers, and kept again under the new key (SagerNet's 1,547 files, for
    /// one function added). A question names what it reads (``IndexChanges/touches(_:)``): when none of the questions
    /// names a name the layers changed, the layered index answers each as the whole one did, so every file of this
    /// record, at the version it names, collects the strings kept for it under the whole index's key.
    ///
    /// A version of a file the record does not name (one changed since, or one kept under that index by a run that
    /// wrote no record) is taken back through its own answers, as before. What a record says is a function of the
    /// files' bytes and the index alone: a record written by another run, or replaced by one, is as true.
    struct BuildQuestions {
        /// Each file's path and the key of what collecting its strings read of it (``StringsMemo/contents``).
        var files: [String: String]
        /// The questions, each once.
        var questions: [DeclarationIndex.Lookup]

        /// The key of the record of the build's whole index kept under `indexKey`.
        static func key(of indexKey: String, memo: StringsMemo) -> String {
            memo.cache.key([Array(StringsMemo.format.utf8), Array("build questions".utf8), Array(indexKey.utf8)])
        }

        /// The record kept for the index under `indexKey`, or `nil` when none is, or it does not read back.
        static func kept(for indexKey: String, memo: StringsMemo) -> BuildQuestions? {
            memo.cache.data(for: key(of: indexKey, memo: memo)).flatMap(BuildQuestions.init(packed:))
        }

        /// Whether the layers answer every question as the index they are laid over did: none names a changed name.
        func hold(under changes: IndexChanges) -> Bool {
            !questions.contains(where: changes.touches)
        }

        /// The record in the form a pack keeps: the files (a path, then its key), then the questions.
        func packed() -> [UInt8] {
            var writer = PackWriter()
            writer.strings(files.keys.sorted().flatMap { [$0, files[$0]!] })
            writer.list(questions) { $0.lookup($1) }
            return writer.bytes
        }

        init(files: [String: String], questions: [DeclarationIndex.Lookup]) {
            (self.files, self.questions) = (files, questions)
        }

        /// The record ``packed()`` wrote, or `nil` when the bytes are not one (cut short, an odd list of files, an
        /// unknown tag, bytes left over).
        init?(packed bytes: Data) {
            let read = bytes.withUnsafeBytes { buffer -> BuildQuestions? in
                var reader = PackReader(buffer: buffer)
                guard let pairs = reader.strings(), pairs.count % 2 == 0, let questions = reader.list({ $0.lookup() }), reader.isAtEnd else { return nil }
                var files: [String: String] = [:]
                files.reserveCapacity(pairs.count / 2)
                for position in stride(from: 0, to: pairs.count, by: 2) { files[pairs[position]] = pairs[position + 1] }
                return BuildQuestions(files: files, questions: questions)
            }
            guard let read else { return nil }
            self = read
        }
    }
}
