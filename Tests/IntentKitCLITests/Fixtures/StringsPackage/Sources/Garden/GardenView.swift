import SwiftUI

struct GardenView: View {
    let plants: Int

    var body: some View {
        VStack {
            Text("Mein Garten", bundle: .module)
            Text("\(plants) Pflanzen", bundle: .module, comment: "Anzahl der Pflanzen")
            Button(String(localized: "Gießen", table: "Aktionen", bundle: .module, comment: "Knopf")) {}
            Text(verbatim: "v1.0")
        }
    }
}

func harvestMessage() -> String {
    String(localized: "ernte.fertig", defaultValue: "Ernte fertig!", bundle: .module)
}
