os.execute("touch /tmp/pwned")
