@used @section("__DATA,__mod_init_func") let early: @convention(c) () -> Void = { }
