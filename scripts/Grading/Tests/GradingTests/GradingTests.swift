import Grading
