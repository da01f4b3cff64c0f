#include "CLuaBridge.h"
