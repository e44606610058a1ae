/// Exercise mvc-banner (docs/exercises/mvc-banner.md). Client: the views of the scenario `mvc-banner`,
/// in the order the document will notify them, each handing the user's input to `controller`. Your
/// `BannerView`, named "banner", goes at the end. The scenario uses a view as a `ProgramView`
/// (Scenarios/ProgramDesign.swift): declare your view's conformance in this file, as ProgramDesign.swift
/// does for `ControlledStringView`.
func mvcBannerViews(controller: StringController<SimpleStringDocument>) -> [any ProgramView] {
    [
        ControlledStringView<SimpleEvent, SimpleStringDocument>(name: "view0", controller: controller),
        ControlledStringView<SimpleEvent, SimpleStringDocument>(name: "view1", controller: controller),
    ]
}
