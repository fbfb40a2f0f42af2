import Foundation
#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

/// Orders a soup for pickup or delivery.
public struct OrderSoupIntent: AppIntent {
    public static let title: LocalizedStringResource = "Order Soup"
    public static let description = IntentDescription(
        "Orders a soup from the menu, for pickup or delivery.",
        categoryName: "Ordering",
        searchKeywords: ["soup", "lunch", "order"],
        resultValueName: "Order"
    )
    public static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

    @Parameter(
        title: "Soup",
        description: "The soup to order.",
        requestValueDialog: "Which soup would you like?",
        requestDisambiguationDialog: "Which of these soups?"
    )
    public var soup: SoupEntity

    @Parameter(title: "Quantity", default: 1, controlStyle: .stepper, inclusiveRange: (1, 10), requestValueDialog: "How many?")
    public var quantity: Int

    @Parameter(title: "Toppings", size: IntentCollectionSize(min: 0, max: 3))
    public var toppings: [ToppingEntity]?

    @Parameter(title: "Order Type", default: .pickup)
    public var orderType: OrderType

    @Parameter(title: "Delivery Address", inputOptions: String.IntentInputOptions(keyboardType: .default, capitalizationType: .words), requestValueDialog: "Where should we deliver it?")
    public var deliveryAddress: String?

    public static var parameterSummary: some ParameterSummary {
        When(\.$orderType, .equalTo, .delivery) {
            Summary("Order \(\.$quantity) \(\.$soup) for delivery to \(\.$deliveryAddress)") {
                \.$toppings
            }
        } otherwise: {
            Summary("Order \(\.$quantity) \(\.$soup) for \(\.$orderType)") {
                \.$toppings
            }
        }
    }

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<SoupOrderEntity> & ProvidesDialog {
        if orderType == .delivery, deliveryAddress == nil {
            throw $deliveryAddress.needsValueError("Where should we deliver it?")
        }
        var chosen = soup
        let variants = SoupMenu.variants(of: chosen)
        if variants.count > 1 {
            chosen = try await $soup.requestDisambiguation(among: variants, dialog: "Which of these soups?")
        }
        if quantity > 5 {
            try await requestConfirmation(actionName: .order, dialog: "Order \(quantity) soups? That is a lot of soup.")
        }
        let order = SoupOrderEntity()
        order.soup = chosen
        order.quantity = quantity
        return .result(value: order, dialog: "Ordered \(quantity) \(chosen.name).")
    }
}

/// Opens the app on today's menu.
public struct ShowMenuIntent: AppIntent {
    public static let title: LocalizedStringResource = "Show Menu"
    public static let description: IntentDescription = "Opens SoupChef on today's menu."
    public static let openAppWhenRun = true

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}
