import UIKit

/// Small Catalog-like screens the tests snapshot.
@MainActor
enum SampleViews {
    /// A settings card: a title, a system button and a switch on white.
    static func card() -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        card.backgroundColor = .white
        let title = UILabel(frame: CGRect(x: 20, y: 12, width: 160, height: 20))
        title.text = "Settings"
        title.textColor = .black
        card.addSubview(title)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 44, width: 100, height: 44)
        button.setTitle("Save", for: .normal)
        card.addSubview(button)
        let toggle = UISwitch()
        toggle.frame.origin = CGPoint(x: 130, y: 50)
        toggle.isOn = true
        card.addSubview(toggle)
        return card
    }
}

/// A screen whose content view is pinned to the safe area: blue content on a gray background,
/// so that the safe-area insets show in the image.
final class SafeAreaViewController: UIViewController {
    let content = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .gray
        content.backgroundColor = .blue
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
        ])
    }
}
