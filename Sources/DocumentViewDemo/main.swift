import DemoTools

demo.main()
