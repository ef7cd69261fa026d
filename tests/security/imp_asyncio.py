# asyncio runs coroutines on one in-process event loop: it has no network, no subprocesses,
# no threads and no signals (each attack below is an AttributeError, and nothing connects)
import asyncio

for name in ["open_connection", "start_server", "create_subprocess_exec", "create_subprocess_shell",
             "to_thread", "open_unix_connection", "start_unix_server"]:
    try:
        getattr(asyncio, name)
        print("escaped:", name)
    except AttributeError as e:
        print("AttributeError:", e)

async def main():
    loop = asyncio.get_running_loop()
    for name in ["create_connection", "create_server", "sock_connect", "run_in_executor",
                 "add_signal_handler", "subprocess_exec", "getaddrinfo"]:
        try:
            getattr(loop, name)
            print("escaped: loop." + name)
        except AttributeError as e:
            print("AttributeError:", e)
    try:
        await asyncio.open_connection("127.0.0.1", 47391)
    except AttributeError as e:
        print("AttributeError:", e)

asyncio.run(main())
