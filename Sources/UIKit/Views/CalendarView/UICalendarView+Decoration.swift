extension UICalendarView {
    /// A mark drawn under a day: a dot, an image or a view of the app's.
    @preconcurrency @MainActor
    open class Decoration: NSObject {
        enum Kind {
            case dot(color: UIColor?, size: DecorationSize)
            case image(UIImage?, color: UIColor?, size: DecorationSize)
            case custom(() -> UIView)
        }

        let kind: Kind

        init(kind: Kind) {
            self.kind = kind
            super.init()
        }

        /// UIKit: the default decoration, a gray dot of medium size.
        public override convenience init() {
            self.init(kind: .dot(color: nil, size: .medium))
        }

        public convenience init(color: UIColor?, size: DecorationSize) {
            self.init(kind: .dot(color: color, size: size))
        }

        public convenience init(image: UIImage?, color: UIColor?, size: DecorationSize) {
            self.init(kind: .image(image, color: color, size: size))
        }

        public convenience init(customViewProvider: @escaping () -> UIView) {
            self.init(kind: .custom(customViewProvider))
        }

        /// A dot (UIKit: `systemFill`-gray when no color is given).
        public static func `default`(color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration(kind: .dot(color: color, size: size))
        }

        public static func image(_ image: UIImage?, color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration(kind: .image(image, color: color, size: size))
        }

        /// UIKit calls the provider for each day it shows the decoration on.
        public static func customView(_ customViewProvider: @escaping () -> UIView) -> Decoration {
            Decoration(kind: .custom(customViewProvider))
        }

        /// The view drawn for this decoration.
        func makeView() -> UIView {
            switch kind {
            case let .dot(color, size):
                let dot = UIView(frame: CGRect(x: 0, y: 0, width: size.dotDiameter, height: size.dotDiameter))
                dot.backgroundColor = color ?? .systemGray
                dot.layer.cornerRadius = size.dotDiameter / 2
                return dot
            case let .image(image, color, size):
                let view = UIImageView(image: image?.withRenderingMode(color == nil ? .automatic : .alwaysTemplate))
                if let color { view.tintColor = color }
                let aspect = image.map { $0.size.height > 0 ? $0.size.width / $0.size.height : 1 } ?? 1
                view.frame = CGRect(x: 0, y: 0, width: size.imageHeight * aspect, height: size.imageHeight)
                view.contentMode = .scaleAspectFit
                return view
            case let .custom(provider):
                return provider()
            }
        }
    }
}
