/// Makes the view controller a context menu previews (UIKit).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
