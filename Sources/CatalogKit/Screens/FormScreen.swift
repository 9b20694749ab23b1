import UIKit
import UIKitTesting

/// A sign-up form of text fields laid out with Auto Layout: a name (capitalized by words), an
/// email address and a secure password, with placeholders. Return moves to the next field,
/// as iOS apps do in `textFieldShouldReturn(_:)`; the last one ends editing.
@MainActor
final class FormScreen: UIViewController, CatalogScreen, UITextFieldDelegate {
    let screenTitle = "Form"
    var log = EventLog()

    let nameField = UITextField()
    let emailField = UITextField()
    let passwordField = UITextField()
    private let summary = UILabel()

    private var fields: [UITextField] { [nameField, emailField, passwordField] }

    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        root.backgroundColor = .systemGroupedBackground
        view = root

        let title = UILabel()
        title.text = "Create an account"
        title.font = .preferredFont(forTextStyle: .title2)

        nameField.placeholder = "Full name"
        nameField.autocapitalizationType = .words
        nameField.textContentType = .name
        nameField.returnKeyType = .next
        nameField.clearButtonMode = .whileEditing

        emailField.placeholder = "Email address"
        emailField.autocapitalizationType = .none
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .emailAddress
        emailField.returnKeyType = .next

        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .newPassword
        passwordField.returnKeyType = .done

        for (field, name) in [(nameField, "name"), (emailField, "email"), (passwordField, "password")] {
            field.borderStyle = .roundedRect
            field.delegate = self
            observe(field, name: name)
        }

        summary.font = .preferredFont(forTextStyle: .footnote)
        summary.textColor = .secondaryLabel
        summary.numberOfLines = 0
        updateSummary()

        let stack = UIStackView(arrangedSubviews: [title, nameField, emailField, passwordField, summary])
        stack.axis = .vertical
        stack.spacing = 12
        stack.setCustomSpacing(20, after: title)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)

        let margins = root.layoutMarginsGuide
        let wide = stack.widthAnchor.constraint(equalTo: margins.widthAnchor)
        wide.priority = .defaultHigh
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: margins.topAnchor, constant: 16),
            stack.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            stack.widthAnchor.constraint(lessThanOrEqualToConstant: 480),
            wide,
        ])
    }

    private func observe(_ field: UITextField, name: String) {
        let events: [(UIControl.Event, String)] = [(.editingDidBegin, "editingDidBegin"), (.editingDidEnd, "editingDidEnd"),
                                                  (.editingDidEndOnExit, "editingDidEndOnExit")]
        for (event, eventName) in events {
            field.addAction(UIAction { [weak self] _ in self?.log.append("\(name): \(eventName)") }, for: event)
        }
        field.addAction(UIAction { [weak self, weak field] _ in
            guard let self, let field else { return }
            // A secure field's text is not logged.
            let shown = field.isSecureTextEntry ? String(repeating: "•", count: field.text?.count ?? 0) : field.text ?? ""
            self.log.append("\(name): editingChanged \"\(shown)\"")
            self.updateSummary()
        }, for: .editingChanged)
    }

    private func updateSummary() {
        let name = nameField.text ?? "", email = emailField.text ?? ""
        let password = passwordField.text?.count ?? 0
        summary.text = "Name: \(name.isEmpty ? "—" : name)\nEmail: \(email.isEmpty ? "—" : email)\nPassword: \(password) characters"
    }

    // MARK: UITextFieldDelegate

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let index = fields.firstIndex(where: { $0 === textField }) else { return true }
        if index + 1 < fields.count {
            fields[index + 1].becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return false
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        // An email address has no spaces.
        textField !== emailField || !string.contains(" ")
    }

    // MARK: Script

    func script(_ input: InputSimulator) {
        input.tap(nameField)
        input.typeText("ada lovelace")
        input.pressKey(.keyboardReturnOrEnter)
        for piece in ["ada@example.", " ", "org"] { input.typeText(piece) }   // the space is refused
        input.pressKey(.keyboardReturnOrEnter)
        input.typeText("secret!")
        input.pressKey(.keyboardDeleteOrBackspace)
        input.pressKey(.keyboardReturnOrEnter)
        input.tap(emailField)
        input.pressKey(.keyboardLeftArrow, modifierFlags: .shift)
        input.pressKey(.keyboardLeftArrow, modifierFlags: .shift)
        input.pressKey(.keyboardLeftArrow, modifierFlags: .shift)
    }
}
