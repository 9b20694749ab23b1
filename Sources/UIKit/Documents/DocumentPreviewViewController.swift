import Foundation
import UniformTypeIdentifiers

/// The document interaction controller's preview: the picture of an image file, the text
/// of a UTF-8 text file, else the name and type; Done closes it.
@MainActor
final class DocumentPreviewViewController: UIViewController {
    private let url: URL
    private let typeIdentifier: String?
    private let done: () -> Void

    init(url: URL, name: String, typeIdentifier: String?, done: @escaping () -> Void) {
        self.url = url
        self.typeIdentifier = typeIdentifier
        self.done = done
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The view showing the content (an image view, a text view or a label).
    private(set) var contentView: UIView?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            self?.done()
        })
        let content = makeContentView()
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        contentView = content
    }

    private func makeContentView() -> UIView {
        let type = typeIdentifier.flatMap(UTType.init)
        if type?.conforms(to: .image) == true, let image = UIImage(contentsOfFile: url.path) {
            let imageView = UIImageView(image: image)
            imageView.contentMode = .scaleAspectFit
            return imageView
        }
        if type?.conforms(to: .text) == true, let data = try? Data(contentsOf: url),
           let text = String(data: data, encoding: .utf8) {
            let textView = UITextView()
            textView.text = text
            textView.isEditable = false
            textView.font = .preferredFont(forTextStyle: .body)
            return textView
        }
        let label = UILabel()
        label.text = "\(title ?? url.lastPathComponent)\n\(type?.localizedDescription ?? type?.identifier ?? "Document")"
        label.numberOfLines = 0
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        return label
    }
}
