// Swift 4 spellings that Apple's SDK still declares, unavailable and renamed: code written
// with them stops with "'UIAlertControllerStyle' has been renamed to ..." and a fix-it, as it does with Xcode.

@available(*, unavailable, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style

@available(*, unavailable, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style

@available(*, unavailable, renamed: "UIPageViewController.TransitionStyle")
public typealias UIPageViewControllerTransitionStyle = UIPageViewController.TransitionStyle

@available(*, unavailable, renamed: "UINavigationController.Operation")
public typealias UINavigationControllerOperation = UINavigationController.Operation

@available(*, unavailable, renamed: "UIImagePickerController.SourceType")
public typealias UIImagePickerControllerSourceType = UIImagePickerController.SourceType

@available(*, unavailable, renamed: "UIImagePickerController.InfoKey.mediaType")
@MainActor public var UIImagePickerControllerMediaType: UIImagePickerController.InfoKey { UIImagePickerController.InfoKey.mediaType }

@available(*, unavailable, renamed: "UIImagePickerController.InfoKey.originalImage")
@MainActor public var UIImagePickerControllerOriginalImage: UIImagePickerController.InfoKey { UIImagePickerController.InfoKey.originalImage }

@available(*, unavailable, renamed: "UIImagePickerController.InfoKey.editedImage")
@MainActor public var UIImagePickerControllerEditedImage: UIImagePickerController.InfoKey { UIImagePickerController.InfoKey.editedImage }

@available(*, unavailable, renamed: "UIImagePickerController.InfoKey.cropRect")
@MainActor public var UIImagePickerControllerCropRect: UIImagePickerController.InfoKey { UIImagePickerController.InfoKey.cropRect }

@available(*, unavailable, renamed: "UIImagePickerController.InfoKey.mediaURL")
@MainActor public var UIImagePickerControllerMediaURL: UIImagePickerController.InfoKey { UIImagePickerController.InfoKey.mediaURL }

@available(*, unavailable, renamed: "UIImagePickerController.InfoKey.referenceURL")
@MainActor public var UIImagePickerControllerReferenceURL: UIImagePickerController.InfoKey { UIImagePickerController.InfoKey.referenceURL }

@available(*, unavailable, renamed: "UIImagePickerController.InfoKey.mediaMetadata")
@MainActor public var UIImagePickerControllerMediaMetadata: UIImagePickerController.InfoKey { UIImagePickerController.InfoKey.mediaMetadata }

@available(*, unavailable, renamed: "UIImagePickerController.InfoKey.livePhoto")
@MainActor public var UIImagePickerControllerLivePhoto: UIImagePickerController.InfoKey { UIImagePickerController.InfoKey.livePhoto }

@available(*, unavailable, renamed: "UIImagePickerController.InfoKey.phAsset")
@MainActor public var UIImagePickerControllerPHAsset: UIImagePickerController.InfoKey { UIImagePickerController.InfoKey.phAsset }

@available(*, unavailable, renamed: "UIImagePickerController.InfoKey.imageURL")
@MainActor public var UIImagePickerControllerImageURL: UIImagePickerController.InfoKey { UIImagePickerController.InfoKey.imageURL }
