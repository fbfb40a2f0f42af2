import Foundation

/// The identifier of a donation, to delete it later.
public struct IntentDonationIdentifier: Hashable, Sendable {
    let id = UUID()
}

/// Tells the system what the person did, so it can suggest it later (iOS 16).
///
/// On Linux donations go to an in-memory list, `donatedIntents`, which tests can read.
public final class IntentDonationManager: @unchecked Sendable {
    /// The app's donation manager.
    public static let shared = IntentDonationManager()

    private let lock = NSLock()
    private var donations: [(identifier: IntentDonationIdentifier, intent: any AppIntent)] = []

    /// Creates a manager of its own, for tests.
    public init() {}

    /// Donates an intent the person ran.
    @discardableResult
    public func donate<Intent: AppIntent>(intent: Intent) -> IntentDonationIdentifier {
        let identifier = IntentDonationIdentifier()
        lock.withLock { donations.append((identifier, intent)) }
        return identifier
    }

    /// Donates an intent with the result it gave.
    @discardableResult
    public func donate<Intent: AppIntent>(intent: Intent, result: Intent.PerformResult) -> IntentDonationIdentifier {
        donate(intent: intent)
    }

    /// Deletes donations by identifier.
    public func deleteDonations(identifiedBy identifiers: [IntentDonationIdentifier]) {
        lock.withLock { donations.removeAll { identifiers.contains($0.identifier) } }
    }

    /// The intents donated so far, oldest first (IntentKit's, for tests).
    public var donatedIntents: [any AppIntent] { lock.withLock { donations.map(\.intent) } }
}

extension AppIntent {
    /// Donates this intent to the shared donation manager (iOS 16).
    @discardableResult
    public func donate() async throws -> IntentDonationIdentifier {
        IntentDonationManager.shared.donate(intent: self)
    }
}
