from notepad.cli import main

raise SystemExit(main())
