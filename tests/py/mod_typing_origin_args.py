# typing aliases answer __origin__ and __args__ through getattr/hasattr too (Optional's origin is Union).
import typing
from typing import List, Dict, Optional, Union, Tuple
for t in [List[str], Dict[str, int], Optional[str], Union[int, str], Tuple[int, ...], list[int], dict[str, float]]:
    print(t, getattr(t, "__origin__", None), getattr(t, "__args__", None), typing.get_origin(t), typing.get_args(t))
print(typing.get_origin(int), typing.get_args(int), List[str] == List[str], List[int] == list[int])
