struct Quoted {}
