demo.main()
